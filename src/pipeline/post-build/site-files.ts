import fs from "node:fs";
import sharp from "sharp";
import { StepInputMissing, type PostBuildStep } from "./step";
import { DEFAULT_LOCALE } from "../../languages";
import { absoluteUrl, alternates, homeRoute, ICONS, isNotFoundRoute, SITE_FILES, sitemapPartRoute } from "../../routes";
import type { Settings } from "../../settings";

/**
 * The sitemap protocol's limit for one file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed
 * (https://www.sitemaps.org/protocol.html). A parameter of sitemapFiles, so a test can split a small site.
 */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 52_428_800 };
export type SitemapLimits = typeof SITEMAP_LIMITS;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = "</urlset>\n";
const urlset = (urls: string[]) => `${XML_HEAD}${URLSET_OPEN}${urls.map((url) => `${url}\n`).join("")}${URLSET_CLOSE}`;
/** A text's length in UTF-8 bytes, as the protocol's limit counts them (no TextEncoder: jsdom's tests have none). */
function bytesOf(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Every page but the 404s, sorted, as sitemap <url> entries with their last change where known and their hreflang pairs. */
function sitemapUrls(routes: string[], s: Settings, lastmod: ReadonlyMap<string, string>, twins: ReadonlyMap<string, string>) {
  return routes
    .filter((route) => !isNotFoundRoute(route))
    .sort()
    .map((route) => {
      const links = alternates(route, twins.get(route), s.siteUrl).map(
        (link) => `<xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${link.href}"/>`,
      );
      return {
        lastmod: lastmod.get(route),
        xml: `  <url><loc>${absoluteUrl(route, s.siteUrl)}</loc>${lastmod.has(route) ? `<lastmod>${lastmod.get(route)}</lastmod>` : ""}${links.join("")}</url>`,
      };
    });
}

/**
 * The sitemap's files, each as the route it is served at and its text: every page but the 404s, with its last change
 * where known and, for a page with a twin in the other language, its hreflang alternates (the same pairs as the
 * page's head). Within the protocol's limit, one file at SITE_FILES.sitemap; past it, parts at sitemapPartRoute(1),
 * (2), … each within the limit, and at SITE_FILES.sitemap the sitemap index naming them (with each part's newest
 * change), so robots.txt names the same file either way.
 */
export function sitemapFiles(
  routes: string[],
  s: Settings,
  lastmod: ReadonlyMap<string, string> = new Map(),
  twins: ReadonlyMap<string, string> = new Map(),
  limits: SitemapLimits = SITEMAP_LIMITS,
): { route: string; body: string }[] {
  const urls = sitemapUrls(routes, s, lastmod, twins);
  const whole = urlset(urls.map((url) => url.xml));
  if (urls.length <= limits.urls && bytesOf(whole) <= limits.bytes) return [{ route: SITE_FILES.sitemap, body: whole }];

  // Parts filled in order, each closed before one more URL would pass either limit.
  const empty = bytesOf(urlset([]));
  const parts: (typeof urls)[] = [];
  let size = Infinity;
  for (const url of urls) {
    const bytes = bytesOf(url.xml) + 1;
    if (empty + bytes > limits.bytes)
      throw new Error(`a sitemap entry is larger than a sitemap may be (${limits.bytes} bytes): ${url.xml}`);
    const part = parts.at(-1);
    if (!part || part.length >= limits.urls || size + bytes > limits.bytes) {
      parts.push([url]);
      size = empty + bytes;
    } else {
      part.push(url);
      size += bytes;
    }
  }
  const files = parts.map((part, i) => ({ route: sitemapPartRoute(i + 1), body: urlset(part.map((url) => url.xml)), part }));
  const entries = files.map(({ route, part }) => {
    const newest = part
      .map((url) => url.lastmod)
      .filter(Boolean)
      .sort()
      .at(-1);
    return `  <sitemap><loc>${absoluteUrl(route, s.siteUrl)}</loc>${newest ? `<lastmod>${newest}</lastmod>` : ""}</sitemap>\n`;
  });
  const index = `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("")}</sitemapindex>\n`;
  return [{ route: SITE_FILES.sitemap, body: index }, ...files.map(({ route, body }) => ({ route, body }))];
}

/** robots.txt: everything open, and the sitemap; a preview build (a sample remains) asks every crawler to keep out. */
export const robotsTxt = (s: Settings, preview = false): string =>
  preview ? "User-agent: *\nDisallow: /\n" : `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(SITE_FILES.sitemap, s.siteUrl)}\n`;

/** The icons rendered from static/icon.svg at build time: their addresses and sizes (src/routes.ts). */
const RENDERED_ICONS = Object.values(ICONS).flatMap((icon) => ("size" in icon ? [icon] : []));

export function webManifest(s: Settings): string {
  return JSON.stringify(
    {
      name: s.organisation.name,
      short_name: s.organisation.shortName,
      description: s.organisation.tagline,
      start_url: homeRoute(DEFAULT_LOCALE),
      display: "standalone",
      background_color: "#ffffff",
      theme_color: "#000000",
      icons: [
        ...[ICONS.small, ICONS.large].map(({ route, size }) => ({ src: route, sizes: `${size}x${size}`, type: "image/png" })),
        { src: ICONS.svg.route, sizes: "any", type: "image/svg+xml" },
      ],
    },
    null,
    2,
  );
}

const ICON_SOURCE = "static/icon.svg";

export const siteFiles: PostBuildStep = {
  name: "site files",
  purpose: "robots.txt, the web manifest and the PNG icons (from static/icon.svg)",
  run: async ({ plan }, files) => {
    const settings = plan.tree.settingsIn(DEFAULT_LOCALE);
    files.writeRoute(SITE_FILES.robots, robotsTxt(settings, plan.preview));
    files.writeRoute(SITE_FILES.manifest, webManifest(settings));
    if (!fs.existsSync(ICON_SOURCE)) throw new StepInputMissing(`expected ${ICON_SOURCE}, the one source of the icons`);
    const icon = fs.readFileSync(ICON_SOURCE);
    for (const { route, size } of RENDERED_ICONS)
      files.writeRoute(route, await sharp(icon, { density: 300 }).resize(size, size).png().toBuffer());
    return `robots.txt, manifest.webmanifest and ${RENDERED_ICONS.map(({ route }) => route.slice(1)).join(", ")}`;
  },
};
