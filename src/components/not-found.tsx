import { Link } from "gatsby";
import { Helmet } from "react-helmet";
import styled from "styled-components";
import type { SiteLinks } from "../constants";
import { type Locale } from "../languages";
import { homeRoute, localize, notFoundRoute, pageAddress } from "../routes";
import type { StringKey, Strings } from "../i18n/strings";
import { Layout } from "./layout";
import { Phone } from "./setting-values";

/**
 * An unknown address in one language: served with status 404, with the site's header and footer and three
 * ways on. /404 for English addresses, /es/404 for those under /es (see the hosts' rules, src/deploy/).
 */
export function NotFound({ locale, links, strings, preview }: { locale: Locale; links: SiteLinks; strings: Strings; preview?: boolean }) {
  const t = (key: StringKey) => strings[key];
  return (
    <Layout path={notFoundRoute(locale)} solidHeader links={links} strings={strings} preview={preview}>
      <Helmet htmlAttributes={{ lang: locale }}>
        <title>{t("notFound.title")}</title>
        <meta name="robots" content="noindex" />
        <meta name="description" content={t("notFound.description")} />
      </Helmet>
      <Wrap>
        <h1>{t("notFound.title")}</h1>
        <p>{t("notFound.text")}</p>
        <ul>
          <li>
            <Link to={pageAddress(homeRoute(locale))}>{t("notFound.home")}</Link>
          </li>
          <li>
            <Link to={pageAddress(localize(links.search, locale))}>{t("notFound.search")}</Link> {t("notFound.searchAfter")}
          </li>
          <li>
            <Link to={pageAddress(localize(links.help, locale))}>{t("notFound.getHelp")}</Link> {t("notFound.getHelpAfter")}
          </li>
          <li>
            {t("notFound.call")} <Phone />
          </li>
        </ul>
      </Wrap>
    </Layout>
  );
}

const Wrap = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  > * {
    max-width: ${({ theme }) => theme.measure};
  }
`;
