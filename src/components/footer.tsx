import { Link } from "gatsby";
import styled from "styled-components";
import { GET_HELP_PATH, LEGAL_LINKS, NAV_ITEMS } from "../constants";
import { useCurrentYear } from "../hooks/use-current-year";
import { settings } from "../settings";
import { STORIES_PATH } from "../stories/constants";
import { media } from "../theme/theme";
import { ExternalLink } from "./external-link";
import { NewsletterForm } from "./newsletter-form";
import { Email, Phone, PostalAddress } from "./setting-values";

/** The site footer: how to reach the foundation, quick links, social profiles and the legal links. */
export function Footer() {
  const year = useCurrentYear();
  return (
    <Wrap>
      <Columns>
        <Column aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <address>
            <p>
              Phone: <Phone />
            </p>
            <p>
              E-mail: <Email />
            </p>
            <p>
              <PostalAddress />
            </p>
          </address>
          <p>
            <Link to={GET_HELP_PATH}>Need help now? Get Help</Link>
          </p>
        </Column>
        <Column as="nav" aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <LinkList>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </LinkList>
        </Column>
        <Column aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">Newsletter</h2>
          <NewsletterForm />
          <p>
            <Link to={STORIES_PATH}>Stories, news and events</Link>
          </p>
        </Column>
        <Column aria-labelledby="footer-social">
          <h2 id="footer-social">Follow Us</h2>
          <LinkList>
            {settings.social.map((profile) => (
              <li key={profile.url}>
                <ExternalLink href={profile.url} aria-label={`${settings.organisation.name} on ${profile.network} (opens in a new tab)`}>
                  {profile.network}
                </ExternalLink>
              </li>
            ))}
          </LinkList>
        </Column>
      </Columns>
      <Legal>
        <p>
          © <span data-testid="copyright-year">{year}</span> {settings.organisation.name}. All rights reserved.
        </p>
        <LegalLinks aria-label="Legal">
          {LEGAL_LINKS.map((item) => (
            <Link key={item.to} to={item.to}>
              {item.label}
            </Link>
          ))}
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
  gap: ${({ theme }) => theme.space.md};
`;
