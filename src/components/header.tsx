import { Link } from "gatsby";
import { useEffect, useRef, useState } from "react";
import styled, { css } from "styled-components";
import { SOLID_HEADER_THRESHOLD } from "../constants";
import { useHydrated } from "../hooks/use-hydrated";
import { useSiteLinks } from "../hooks/use-site-links";
import { useScrolledPast } from "../hooks/use-scrolled-past";
import { useLocale, useTranslation } from "../hooks/use-locale";
import { belowWidth, betweenWidths, fromWidth, HEADER_BOX as B, headerFitIn, rem } from "../theme/header-box";
import type { HeaderFit } from "../theme/header-box";
import { visuallyHidden } from "../theme/theme";
import { DEFAULT_LOCALE } from "../languages";
import { homeRoute } from "../routes";
import { buttonStyles, type ButtonVariant } from "./button";
import { FormButton } from "./form-button";
import { LanguageLink } from "./language-link";
import { Logo, LogoFull, LogoShort } from "./logo";
import { SampleMark } from "./sample-note";
import { telHref } from "./setting-values";

export type HeaderProps = {
  /** Solid from the top (pages without a hero, such as Privacy and Terms). */
  alwaysSolid?: boolean;
  /** The current route, so the menu closes when it changes. */
  path: string;
};

/** The site header: one row at every width, with help, Donate and the menu always in it. */
export function Header({ alwaysSolid = false, path }: HeaderProps) {
  const links = useSiteLinks();
  const scrolled = useScrolledPast(SOLID_HEADER_THRESHOLD);
  const solid = alwaysSolid || scrolled;
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const { t, to, settings } = useTranslation();
  const fit = headerFitIn(useLocale());

  useEffect(() => setMenuOpen(false), [path]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <Bar $solid={solid || menuOpen} $fit={fit} data-solid={solid ? "true" : "false"}>
      <SkipLink
        className="skip-link"
        href="#main"
        // Browsers move only the Tab starting point to a #target, and the router refocuses its wrapper
        // on a hash change; focusing <main> directly makes the skip certain. Without JavaScript the href works.
        onClick={(event) => {
          const main = document.getElementById("main");
          if (!main) return;
          event.preventDefault();
          main.focus();
          main.scrollIntoView();
        }}
      >
        {t("header.skip")}
      </SkipLink>
      <Inner>
        <HomeLink to={to(homeRoute(DEFAULT_LOCALE))} aria-label={t("header.home", { name: settings.organisation.name })}>
          <Logo name={settings.organisation.name} shortName={settings.organisation.shortName} />
        </HomeLink>
        {/* A plain link: the search page alone loads the search's code and index. In the wide row it sits
            before the menu's links; on phones the menu holds it. */}
        <BarSearch to={to(links.search)}>
          <SearchIcon />
          <Hidden>{t("header.search")}</Hidden>
        </BarSearch>
        {/* Where the menu is behind its button, help and Donate stay in the row, one tap away; in the wide
            row the ones after the menu's links show instead. */}
        <Narrow>
          <HelpLink to={to(links.help)}>{t("header.help")}</HelpLink>
          <DonateLink to={to(links.donate)} $variant="primary">
            {t("header.donate")}
          </DonateLink>
        </Narrow>
        {hydrated ? (
          <MenuToggle
            ref={toggleRef}
            type="button"
            data-menu-toggle=""
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Burger aria-hidden="true" $open={menuOpen} />
            <MenuWord>{t("nav.menu")}</MenuWord>
          </MenuToggle>
        ) : (
          // Until the scripts have arrived the button could not open anything, so it is a link to the
          // same pages in the footer's Quick Links.
          <MenuToggle as="a" href="#footer-links" data-menu-toggle="">
            <Burger aria-hidden="true" $open={false} />
            <MenuWord>{t("nav.menu")}</MenuWord>
          </MenuToggle>
        )}
        <Nav id="site-nav" aria-label={t("nav.main")} data-open={menuOpen ? "" : undefined}>
          <NavList>
            {links.nav.map((item) => (
              <li key={item.to}>
                <NavLink to={to(item.to)} onClick={() => setMenuOpen(false)}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </NavList>
          <WideOnly>
            <HelpLink to={to(links.help)}>{t("header.help")}</HelpLink>
          </WideOnly>
          <ContactButton form="contact" title={t("header.contact")} variant="light">
            {t("header.contact")}
          </ContactButton>
          <WideOnly>
            <DonateLink to={to(links.donate)} $variant="primary">
              {t("header.donate")}
            </DonateLink>
          </WideOnly>
          <NavLanguage>
            <LanguageLink />
          </NavLanguage>
          <MenuSearch to={to(links.search)} onClick={() => setMenuOpen(false)}>
            <SearchIcon />
            {t("header.search")}
          </MenuSearch>
          <PhoneOnly>
            <a href={telHref(settings.contact.phone)}>{t("header.call", { phone: settings.contact.phone })}</a>
            <SampleMark value={settings.contact.phone} />
          </PhoneOnly>
        </Nav>
      </Inner>
    </Bar>
  );
}

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${rem(B.gap)};
  height: ${rem(B.height)};
  margin: 0 auto;
  padding: 0 ${rem(B.padX)};
`;

/** Which of the row's items show at a width: the breakpoints the build measured from the labels (src/pipeline/header-fit.ts). */
function rowAt(fit: HeaderFit) {
  return css`
    ${Inner} {
      max-width: ${rem(fit.rowMax)};
    }
    ${belowWidth(fit.menuWord)} {
      ${MenuWord} {
        ${visuallyHidden}
      }
    }
    ${belowWidth(fit.shortName)} {
      ${LogoShort} {
        ${visuallyHidden}
      }
    }
    ${belowWidth(fit.fullName)} {
      ${LogoFull} {
        display: none;
      }
    }
    ${fromWidth(fit.fullName)} {
      ${LogoShort} {
        display: none;
      }
    }
    ${belowWidth(fit.wide)} {
      ${BarSearch}, ${WideOnly} {
        display: none;
      }
      ${Nav} {
        ${narrowNav}
      }
      ${HelpLink}, ${DonateLink} {
        font-size: ${rem(B.textNarrow)};
        padding: 0.4rem ${rem(B.buttonPadXNarrow)};
      }
      ${ContactButton} {
        margin-top: 1rem;
        width: 100%;
      }
    }
    ${fromWidth(fit.wide)} {
      ${Narrow}, ${MenuToggle}, ${MenuSearch}, ${PhoneOnly} {
        display: none;
      }
      ${Nav} {
        display: flex;
        align-items: center;
        gap: ${rem(B.gap)};
      }
      ${NavList} {
        display: flex;
        gap: ${rem(B.linkGap)};
      }
    }
    /* The whole row where it fits only at its compact sizes (a laptop, in a language of longer words). */
    ${betweenWidths(fit.wide, fit.roomy)} {
      ${Inner}, ${Nav} {
        gap: ${rem(B.compact.gap)};
      }
      ${NavList} {
        gap: ${rem(B.compact.linkGap)};
      }
      ${NavLink}, ${NavLanguage} a, ${BarSearch} {
        font-size: ${rem(B.compact.text)};
        padding-inline: ${rem(B.compact.linkPadX)};
      }
      ${HelpLink}, ${DonateLink}, ${ContactButton} {
        font-size: ${rem(B.compact.text)};
        padding-inline: ${rem(B.compact.buttonPadX)};
      }
    }
  `;
}

/** The site header, kept at the top of the screen: transparent over the hero, solid black once scrolled, on pages that ask for it, or with the menu open. */
const Bar = styled.header<{ $solid: boolean; $fit: HeaderFit }>`
  /* Sticky, not fixed, so a preview build's line (preview-line.tsx) stands above it until it scrolls away; the negative
     margin lays the page under it from the top, as a fixed header would (the hero and solid pages pad by its height). */
  position: sticky;
  top: 0;
  margin-bottom: -${rem(B.height)};
  /* What the row cannot fit (text enlarged past its breakpoints) stays off the page's width, as a fixed header's would. */
  overflow-x: clip;
  z-index: 50;
  color: ${({ theme }) => theme.colors.white};
  background: ${({ $solid, theme }) => ($solid ? theme.colors.navyDeep : "transparent")};
  background-image: ${({ $solid }) => ($solid ? "none" : "linear-gradient(rgba(0, 0, 0, 0.55), rgba(0, 0, 0, 0))")};
  transition: background-color 0.2s ease;
  ${({ $fit }) => rowAt($fit)}
`;

/** Drawn only while focused (hidden, not moved off the header's top edge, where a preview build's line is). */
const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: 0.5rem;
  z-index: 60;
  padding: 0.6rem 1rem;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.navy};
  font-weight: 700;
  &:not(:focus) {
    ${visuallyHidden}
  }
`;

const HomeLink = styled(Link)`
  flex: none;
  color: inherit;
  text-decoration: none;
  padding: 0.25rem 0;
`;

/** The row's items that stand in for the menu's while it is behind its button: Get Help and Donate. */
const Narrow = styled.div`
  display: flex;
  gap: ${rem(B.gap)};
  margin-left: auto;
`;

/** An item of the menu shown only where the whole menu is in the row (its phone twin is in Narrow). */
const WideOnly = styled.div``;

const pill = css`
  flex: none;
  margin: 0;
  white-space: nowrap;
  min-height: 2.75rem;
  padding: 0.5rem ${rem(B.buttonPadX)};
`;

/** Get Help: white, so a man who needs help for himself finds it before anything else in the row. */
const HelpLink = styled(Link)<ButtonVariant>`
  ${buttonStyles}
  ${pill}
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.navy};
  border-color: ${({ theme }) => theme.colors.white};
  &:hover {
    background: ${({ theme }) => theme.colors.sand};
  }
`;

const DonateLink = styled(Link)<ButtonVariant>`
  ${buttonStyles}
  ${pill}
`;

/** The language link: in the row where it is wide, above the phone line in the phone menu. */
const NavLanguage = styled.div`
  a {
    display: block;
    padding: 0.65rem ${rem(B.linkPadX)};
    color: inherit;
    font-weight: 600;
    white-space: nowrap;
  }
`;

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

const searchLink = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.65rem ${rem(B.linkPadX)};
  color: inherit;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  svg {
    flex: none;
    width: ${rem(B.icon)};
    height: ${rem(B.icon)};
  }
`;

/** The search in the row, a magnifier whose word only screen readers read. */
const BarSearch = styled(Link)`
  ${searchLink}
  flex: none;
  margin-left: auto;
`;

/** The search in the phone menu, the magnifier and the word. */
const MenuSearch = styled(Link)`
  ${searchLink}
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** The phone menu's last line: a tap-to-call number. */
const PhoneOnly = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid rgba(255, 255, 255, 0.25);
  a {
    display: inline-block;
    color: inherit;
    font-weight: 700;
    padding: 0.6rem;
  }
`;

/** The toggle's word, kept for screen readers where the row has no room to show it. */
const MenuWord = styled.span``;

const MenuToggle = styled.button`
  flex: none;
  white-space: nowrap;
  display: inline-flex;
  align-items: center;
  gap: ${rem(B.gap)};
  min-height: 2.75rem;
  padding: 0 ${rem(B.buttonPadXNarrow)};
  border: ${rem(B.border)} solid currentColor;
  border-radius: 999px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${rem(B.textNarrow)};
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
`;

const Burger = styled.span<{ $open: boolean }>`
  position: relative;
  flex: none;
  width: ${rem(B.burger)};
  height: 2px;
  background: ${({ $open }) => ($open ? "transparent" : "currentColor")};
  &::before,
  &::after {
    content: "";
    position: absolute;
    left: 0;
    width: 100%;
    height: 2px;
    background: currentColor;
    transition: transform 0.2s ease;
  }
  &::before {
    transform: ${({ $open }) => ($open ? "rotate(45deg)" : "translateY(-6px)")};
  }
  &::after {
    transform: ${({ $open }) => ($open ? "rotate(-45deg)" : "translateY(6px)")};
  }
`;

/** The main menu: in the row where it fits, else a panel below the row while its button has it open. */
const Nav = styled.nav``;

const narrowNav = css`
  display: none;
  &[data-open] {
    display: block;
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    max-height: calc(100vh - ${rem(B.height)});
    overflow-y: auto;
    padding: 1rem 1rem 1.5rem;
    background: ${({ theme }) => theme.colors.navyDeep};
    border-top: 1px solid rgba(255, 255, 255, 0.2);
  }
`;

const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    margin-top: 0;
  }
`;

const NavLink = styled(Link)`
  display: block;
  padding: 0.65rem ${rem(B.linkPadX)};
  color: inherit;
  text-decoration: none;
  font-weight: 600;
  white-space: nowrap;
  border-bottom: 3px solid transparent;
  &:hover {
    text-decoration: underline;
  }
  &[aria-current="page"] {
    border-bottom-color: ${({ theme }) => theme.colors.gold};
  }
`;

const ContactButton = styled(FormButton)`
  ${pill}
`;
