import { absoluteUrl, shareLinks } from "../routes";
import styled from "styled-components";
import { usePageData } from "../hooks/use-page-data";
import { useTranslation } from "../hooks/use-locale";
import { ExternalLink } from "./external-link";

/** "Share this page" links to Facebook, X and e-mail, for this page's canonical address. */
export function ShareLinks() {
  const { title, path } = usePageData();
  const { t, settings } = useTranslation();
  const links = shareLinks(absoluteUrl(path, settings.siteUrl), title, t("share.emailNetwork"));
  return (
    <Nav aria-label={t("share.label")} data-pagefind-ignore="">
      <p>{t("share.intro")}</p>
      <ul>
        {links.map(({ network, href }) => (
          <li key={network}>
            {href.startsWith("mailto:") ? (
              <a href={href}>{t("share.by", { network })}</a>
            ) : (
              <ExternalLink href={href}>{t("share.on", { network })}</ExternalLink>
            )}
          </li>
        ))}
      </ul>
    </Nav>
  );
}

const Nav = styled.nav`
  margin: ${({ theme }) => theme.space.md} 0;
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    list-style: none;
    padding: 0;
    margin: 0;
  }
  /* Side by side: no list item's spacing sets one lower than the others. */
  li {
    margin: 0;
  }
  a {
    display: inline-block;
    padding: 0.5rem 0;
    min-height: 2.75rem;
    color: inherit;
  }
`;
