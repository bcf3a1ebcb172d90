import React from "react";
import { Helmet } from "react-helmet";
import { LOCALE_INFO } from "../languages";
import { absoluteUrl, alternates, englishRoute, localeOf, SITE_FILES } from "../routes";
import { useTranslation, useTranslationRoute } from "../hooks/use-locale";
import { organisationJsonLd } from "../seo/json-ld";
import { settings as english, type Settings } from "../settings";
import { FEED_PATH } from "../routes";

export type SeoProps = {
  title: string;
  description: string;
  /** The route, e.g. /awareness; the canonical address is the configured site URL plus this. */
  path: string;
  noindex?: boolean;
  /** A page's own share picture (a story's), instead of the site's; its address absolute. */
  image?: { url: string; width: number; height: number; alt: string };
  /** "article" for a story. */
  type?: "website" | "article";
  /** schema.org data about the page (a story's Article, an event's Event). */
  jsonLd?: object[];
  children?: React.ReactNode;
};

/** The size of the share image every page offers (SITE_FILES.shareImage, from static/). */
const SHARE_IMAGE = { width: 1200, height: 630 };

/** Longest title search results show whole; a longer one drops the organisation's part. */
const TITLE_FITS = 70;

/** The page's <title>: the home page names the organisation and its tagline, others the page and the short name. */
export function pageTitle(title: string, path: string, s: Settings = english): string {
  const { name, shortName, tagline } = s.organisation;
  const home = englishRoute(path) === "/";
  const full = home ? `${name}: ${tagline}` : `${title} | ${shortName}`;
  return full.length <= TITLE_FITS ? full : home ? name : title;
}

/** Title, description, canonical address and sharing tags, rendered into the server HTML by react-helmet. */
export function Seo({ title, description, path, noindex = false, image: own, type = "website", jsonLd = [], children }: SeoProps) {
  const { t, settings, locale, to } = useTranslation();
  const translation = useTranslationRoute();
  const name = settings.organisation.name;
  const fullTitle = pageTitle(title, path, settings);
  const url = absoluteUrl(path, settings.siteUrl);
  const share = own ?? {
    url: absoluteUrl(SITE_FILES.shareImage, settings.siteUrl),
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    alt: t("seo.shareAlt", { name }),
  };
  const image = share.url;
  return (
    <Helmet htmlAttributes={{ lang: locale }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {alternates(path, noindex ? undefined : translation, settings.siteUrl).map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={LOCALE_INFO[locale].ogLocale} />
      {translation && <meta property="og:locale:alternate" content={LOCALE_INFO[localeOf(translation)].ogLocale} />}
      <meta property="og:site_name" content={name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(share.width)} />
      <meta property="og:image:height" content={String(share.height)} />
      <meta property="og:image:alt" content={share.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="theme-color" content="#000000" />
      <link rel="alternate" type="application/rss+xml" title={t("seo.feedTitle", { name })} href={to(FEED_PATH)} />
      {englishRoute(path) === "/" && <script type="application/ld+json">{JSON.stringify(organisationJsonLd(settings))}</script>}
      {jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json">
          {JSON.stringify(data).replace(/</g, "\\u003c")}
        </script>
      ))}
      {children}
    </Helmet>
  );
}
