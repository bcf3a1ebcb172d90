import { Link } from "gatsby";
import { PhoneLanguages } from "./phone-languages";
import styled from "styled-components";
import { useCurrentYear } from "../hooks/use-current-year";
import { useSiteLinks } from "../hooks/use-site-links";
import { useTranslation } from "../hooks/use-locale";
import { STORIES_PATH } from "../routes";
import { media } from "../theme/theme";
import { ExternalLink } from "./external-link";
import { LanguageLink } from "./language-link";
import { NewsletterForm } from "./newsletter-form";
import { SampleMark } from "./sample-note";
import { Email, Phone, PostalAddress } from "./setting-values";

/** The site footer: how to reach the foundation, quick links, social profiles and the legal links. */
export function Footer() {
  const links = useSiteLinks();
  const year = useCurrentYear();
  const { t, to, settings } = useTranslation();
  return (
    <Wrap>
      <Columns>
        <Column aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t("footer.contact")}</h2>
          <address>
            <p>
              {t("footer.phone")} <Phone />
            </p>
            <p>
              {t("footer.email")} <Email />
            </p>
            <PhoneLanguages />
            <p>
              <PostalAddress />
            </p>
          </address>
          <p>
            <Link to={to(links.help)}>{t("header.getHelp")}</Link>
          </p>
        </Column>
        <Column as="nav" aria-labelledby="footer-links">
          <h2 id="footer-links">{t("footer.quickLinks")}</h2>
          <LinkList>
            {links.nav.map((item) => (
              <li key={item.to}>
                <Link to={to(item.to)}>{t(item.label)}</Link>
              </li>
            ))}
          </LinkList>
        </Column>
        <Column aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">{t("footer.newsletter")}</h2>
          <NewsletterForm />
          <p>
            <Link to={to(STORIES_PATH)}>{t("footer.stories")}</Link>
          </p>
        </Column>
        <Column aria-labelledby="footer-social">
          <h2 id="footer-social">{t("footer.follow")}</h2>
          <LinkList>
            {settings.social.map((profile) => (
              <li key={profile.url}>
                <ExternalLink
                  href={profile.url}
                  aria-label={t("footer.social", { name: settings.organisation.name, network: profile.network })}
                >
                  {profile.network}
                </ExternalLink>
                <SampleMark value={profile.url} />
              </li>
            ))}
          </LinkList>
        </Column>
      </Columns>
      <Legal>
        <p>
          © <span data-testid="copyright-year">{year}</span> {settings.organisation.name}. {t("footer.rights")}
        </p>
        <LegalLinks aria-label={t("footer.legal")}>
          {links.legal.map((item) => (
            <Link key={item.to} to={to(item.to)}>
              {t(item.label)}
            </Link>
          ))}
          <LanguageLink />
        </LegalLinks>
      </Legal>
    </Wrap>
  );
}

const Wrap = styled.footer`
  border-top: 6px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.navyDeep};
  color: ${({ theme }) => theme.colors.white};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  a {
    color: ${({ theme }) => theme.colors.white};
    display: inline-block;
    padding: 0.3rem 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
    color: ${({ theme }) => theme.colors.goldSoft};
  }
  address {
    font-style: normal;
  }
  p {
    margin: 0 0 0.4rem;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.wide} {
    grid-template-columns: 1.3fr 0.8fr 1.3fr 0.8fr;
  }
`;

const Column = styled.section``;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    margin-top: 0.1rem;
  }
`;

const Legal = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.maxWidth};
  margin: ${({ theme }) => theme.space.lg} auto 0;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid rgba(255, 255, 255, 0.25);
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const LegalLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.md};
`;
