import React from "react";
import { Helmet } from "react-helmet";
import { organisationJsonLd } from "../seo/organisation";
import { settings, type Settings } from "../settings";

export type SeoProps = {
  title: string;
  description: string;
  /** The route, e.g. /awareness; the canonical address is the configured site URL plus this. */
  path: string;
  noindex?: boolean;
  children?: React.ReactNode;
};

/** The share image every page offers (1200 x 630), served from static/. */
const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630 };

/** Longest title search results show whole; a longer one drops the organisation's part. */
const TITLE_FITS = 70;

/** The page's <title>: the home page names the organisation and its tagline, others the page and the short name. */
export function pageTitle(title: string, path: string, s: Settings = settings): string {
  const { name, shortName, tagline } = s.organisation;
  const full = path === "/" ? `${name}: ${tagline}` : `${title} | ${shortName}`;
  return full.length <= TITLE_FITS ? full : path === "/" ? name : title;
}

/** Title, description, canonical address and sharing tags, rendered into the server HTML by react-helmet. */
export function Seo({ title, description, path, noindex = false, children }: SeoProps) {
  const name = settings.organisation.name;
  const fullTitle = pageTitle(title, path);
  const url = `${settings.siteUrl}${path}`;
  const image = `${settings.siteUrl}${SHARE_IMAGE.path}`;
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={`${name}: an older man walks a desert path at dawn with his daughter and grandson`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="theme-color" content="#000000" />
      {path === "/" && <script type="application/ld+json">{JSON.stringify(organisationJsonLd())}</script>}
      {children}
    </Helmet>
  );
}
