import { Link } from "gatsby";
import { useEffect, useRef, useState } from "react";
import styled, { css } from "styled-components";
import { DONATE_TARGET, GET_HELP_PATH, SEARCH_PATH, SOLID_HEADER_THRESHOLD, type NavItem } from "../constants";
import { useHydrated } from "../hooks/use-hydrated";
import { useScrolledPast } from "../hooks/use-scrolled-past";
import { useTranslation } from "../i18n/use-locale";
import { media, visuallyHidden } from "../theme/theme";
import { ButtonLink } from "./button-link";
import { FormButton } from "./form-button";
import { LanguageLink } from "./language-link";
import { Logo, WIDE_ENOUGH as WORDMARK_WIDE } from "./logo";
import { telHref } from "./setting-values";

export type HeaderProps = {
  /** Solid from the top (pages without a hero, such as Privacy and Terms). */
  alwaysSolid?: boolean;
  /** The current route, so the menu closes when it changes. */
  path: string;
  /** The six main routes, in order (the page's context carries them, from the pages' own routes). */
  nav: NavItem[];
};

/** The fixed site header: transparent over the hero, solid black once scrolled or on pages that ask for it. */
export function Header({ alwaysSolid = false, path, nav }: HeaderProps) {
  const scrolled = useScrolledPast(SOLID_HEADER_THRESHOLD);
  const solid = alwaysSolid || scrolled;
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const { t, to, settings } = useTranslation();

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
    <Bar $solid={solid || menuOpen} data-solid={solid ? "true" : "false"}>
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
        <HomeLink to={to("/")} aria-label={t("header.home", { name: settings.organisation.name })}>
          <Logo name={settings.organisation.name} shortName={settings.organisation.shortName} />
        </HomeLink>
        {/* A plain link: the search page alone loads the search's code and index. On wide screens it sits before the
            menu (in the first row where the menu takes a row of its own); on phones the menu holds it. */}
        <BarSearch to={to(SEARCH_PATH)}>
          <SearchIcon />
          <Hidden>{t("header.search")}</Hidden>
        </BarSearch>
        {/* On phones Donate sits beside the menu; on wide screens the one after Contact Us shows instead. */}
        <BarDonate>
          <ButtonLink to={to(DONATE_TARGET)} variant="primary">
            {t("header.donate")}
          </ButtonLink>
        </BarDonate>
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
            <MenuLabel>{t("nav.menu")}</MenuLabel>
          </MenuToggle>
        ) : (
          // Until the scripts have arrived the button could not open anything, so it is a link to the
          // same pages in the footer's Quick Links.
          <MenuToggle as="a" href="#footer-links" data-menu-toggle="">
            <Burger aria-hidden="true" $open={false} />
            <MenuLabel>{t("nav.menu")}</MenuLabel>
          </MenuToggle>
        )}
        <Nav id="site-nav" aria-label={t("nav.main")} $open={menuOpen}>
          <NavList>
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={to(item.to)} onClick={() => setMenuOpen(false)}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </NavList>
          <ContactButton form="contact" title={t("header.contact")} variant="light">
            {t("header.contact")}
          </ContactButton>
          <NavDonate>
            <ButtonLink to={to(DONATE_TARGET)} variant="primary">
              {t("header.donate")}
            </ButtonLink>
          </NavDonate>
          <NavLanguage>
            <LanguageLink />
          </NavLanguage>
          <MenuSearch to={to(SEARCH_PATH)} onClick={() => setMenuOpen(false)}>
            <SearchIcon />
            {t("header.search")}
          </MenuSearch>
          <PhoneOnly>
            <a href={telHref(settings.contact.phone)}>{t("header.call", { phone: settings.contact.phone })}</a>
            <Link to={to(GET_HELP_PATH)} onClick={() => setMenuOpen(false)}>
              {t("header.getHelp")}
            </Link>
          </PhoneOnly>
        </Nav>
      </Inner>
    </Bar>
  );
}

const Bar = styled.header<{ $solid: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  color: ${({ theme }) => theme.colors.white};
  background: ${({ $solid, theme }) => ($solid ? theme.colors.black : "transparent")};
  background-image: ${({ $solid }) => ($solid ? "none" : "linear-gradient(rgba(0, 0, 0, 0.55), rgba(0, 0, 0, 0))")};
  transition: background-color 0.2s ease;
`;

const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -4rem;
  z-index: 60;
  padding: 0.6rem 1rem;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.navy};
  font-weight: 700;
  &:focus {
    top: 0.5rem;
  }
`;

const Inner = styled.div`
  display: flex;
  /* At 200% text the bar may take two lines rather than run off the screen. */
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  max-width: ${({ theme }) => theme.maxWidth};
  /* Where the whole wordmark shows, the bar is wider than the page's text, so the Spanish menu fits beside it. */
  @media (min-width: ${WORDMARK_WIDE}) {
    max-width: 80rem;
  }
  min-height: ${({ theme }) => theme.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.sm};
`;

const HomeLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  padding: 0.25rem 0;
`;

const BarDonate = styled.div`
  flex: none;
  margin-left: auto;
  a {
    margin: 0;
    min-height: 2.75rem;
    padding: 0.5rem 0.9rem;
  }
  ${media.wide} {
    display: none;
  }
`;

const NavDonate = styled.div`
  a {
    margin: 0;
  }
  ${media.narrow} {
    display: none;
  }
`;

/** The language link: in the bar on wide screens, above the phone lines in the phone menu. */
const NavLanguage = styled.div`
  a {
    display: block;
    padding: 0.65rem 0.45rem;
    color: inherit;
    font-weight: 600;
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
  padding: 0.65rem 0.45rem;
  color: inherit;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  svg {
    flex: none;
  }
`;

/** The search in the bar, a magnifier whose word only screen readers read: wide screens only. */
const BarSearch = styled(Link)`
  ${searchLink}
  margin-left: auto;
  ${media.narrow} {
    display: none;
  }
`;

/** The search in the phone menu, the magnifier and the word. */
const MenuSearch = styled(Link)`
  ${searchLink}
  ${media.wide} {
    display: none;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** The phone menu's last lines: a tap-to-call number and the way to help for a man who needs it now. */
const PhoneOnly = styled.div`
  display: grid;
  gap: 0.25rem;
  margin-top: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid rgba(255, 255, 255, 0.25);
  a {
    color: inherit;
    font-weight: 700;
    padding: 0.6rem 0.6rem;
  }
  ${media.wide} {
    display: none;
  }
`;

/** The toggle's word, kept for screen readers when a 320 px screen has no room to show it. */
const MenuLabel = styled.span`
  @media (max-width: 22.49em) {
    ${visuallyHidden}
  }
`;

const MenuToggle = styled.button`
  flex: none;
  white-space: nowrap;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0 0.8rem;
  border: 2px solid currentColor;
  border-radius: 999px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  ${media.wide} {
    display: none;
  }
`;

const Burger = styled.span<{ $open: boolean }>`
  position: relative;
  width: 1.1rem;
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

const Nav = styled.nav<{ $open: boolean }>`
  ${media.narrow} {
    ${({ $open }) =>
      $open
        ? css`
            position: absolute;
            top: 100%;
            left: 0;
            right: 0;
            max-height: calc(100vh - ${({ theme }) => theme.headerHeight});
            overflow-y: auto;
            padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
            background: ${({ theme }) => theme.colors.black};
            border-top: 1px solid rgba(255, 255, 255, 0.2);
          `
        : css`
            display: none;
          `}
  }
  ${media.wide} {
    display: flex;
    align-items: center;
    /* Six links, two buttons and the language link share the bar with the wordmark, in either language. */
    gap: ${({ theme }) => theme.space.xs};
    > button,
    > a[class],
    > div > a[class] {
      padding-left: 1rem;
      padding-right: 1rem;
    }
  }
`;

const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.wide} {
    display: flex;
    gap: 0.25rem;
  }
  li + li {
    margin-top: 0;
  }
`;

const NavLink = styled(Link)`
  display: block;
  padding: 0.65rem 0.45rem;
  color: inherit;
  text-decoration: none;
  font-weight: 600;
  border-bottom: 3px solid transparent;
  &:hover {
    text-decoration: underline;
  }
  &[aria-current="page"] {
    border-bottom-color: ${({ theme }) => theme.colors.gold};
  }
`;

const ContactButton = styled(FormButton)`
  ${media.narrow} {
    margin-top: ${({ theme }) => theme.space.sm};
    width: 100%;
  }
`;
