import { absoluteUrl, alternates, isNotFoundRoute, SITE_FILES } from "../routes";
import type { Settings } from "../settings";

/** sitemap.xml listing every page but the 404, with the date of its last change where it is known (the stories' pages). */
/**
 * Every page but the 404s, with its last change where known and, for a page with a twin in the other
 * language, its hreflang alternates (the same pairs as the page's head).
 */
export function sitemapXml(
  routes: string[],
  s: Settings,
  lastmod: ReadonlyMap<string, string> = new Map(),
  twins: ReadonlyMap<string, string> = new Map(),
): string {
  const urls = routes
    .filter((route) => !isNotFoundRoute(route))
    .sort()
    .map((route) => {
      const links = alternates(route, twins.get(route), s.siteUrl).map(
        (link) => `<xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${link.href}"/>`,
      );
      return `  <url><loc>${absoluteUrl(route, s.siteUrl)}</loc>${lastmod.has(route) ? `<lastmod>${lastmod.get(route)}</lastmod>` : ""}${links.join("")}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export const robotsTxt = (s: Settings): string => `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(SITE_FILES.sitemap, s.siteUrl)}\n`;

/** The icons rendered from static/icon.svg at build time, by file name and size. */
export const ICON_SIZES = { "favicon-32.png": 32, "apple-touch-icon.png": 180, "icon-192.png": 192, "icon-512.png": 512 } as const;

export function webManifest(s: Settings): string {
  return JSON.stringify(
    {
      name: s.organisation.name,
      short_name: s.organisation.shortName,
      description: s.organisation.tagline,
      start_url: "/",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: "#000000",
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      ],
    },
    null,
    2,
  );
}
