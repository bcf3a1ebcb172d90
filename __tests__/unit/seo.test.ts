import { pageTitle } from "../../src/components/seo";
import { organisationJsonLd } from "../../src/seo/json-ld";
import { XMLValidator } from "fast-xml-parser";
import { absoluteUrl, SITE_FILES, sitemapPartRoute } from "../../src/routes";
import { robotsTxt, SITEMAP_LIMITS, sitemapFiles, webManifest } from "../../src/pipeline/post-build/site-files";
import { settings } from "../../src/settings";

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const bytesOf = (text: string) => Buffer.byteLength(text, "utf8");

describe("search and sharing files", () => {
  it("lists every page but the 404 in the sitemap, at the configured site URL", () => {
    const files = sitemapFiles(["/", "/awareness", "/404", "/404.html"], settings);
    expect(files.map((file) => file.route)).toEqual([SITE_FILES.sitemap]);
    expect(locsOf(files[0].body)).toEqual([`${settings.siteUrl}/`, `${settings.siteUrl}/awareness/`]);
  });

  describe("past the protocol's limit, a sitemap index and its parts", () => {
    const routes = Array.from({ length: 23 }, (_, i) => `/stories/story-${String(i).padStart(2, "0")}`);
    const lastmod = new Map(routes.map((route, i) => [route, `2026-01-${String(i + 1).padStart(2, "0")}`]));
    const every = routes.map((route) => absoluteUrl(route, settings.siteUrl));

    /** The index's parts, each checked to be well-formed XML, a urlset within the limits, and named by the index in order. */
    function split(limits: typeof SITEMAP_LIMITS) {
      const files = sitemapFiles(routes, settings, lastmod, new Map(), limits);
      const [index, ...parts] = files;
      for (const file of files) expect(XMLValidator.validate(file.body)).toBe(true);
      expect(index.route).toBe(SITE_FILES.sitemap);
      expect(index.body).toMatch(/<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
      expect(parts.map((part) => part.route)).toEqual(parts.map((_, i) => sitemapPartRoute(i + 1)));
      expect(locsOf(index.body)).toEqual(parts.map((part) => absoluteUrl(part.route, settings.siteUrl)));
      for (const part of parts) {
        expect(part.body).toContain("<urlset");
        expect(locsOf(part.body).length).toBeLessThanOrEqual(limits.urls);
        expect(bytesOf(part.body)).toBeLessThanOrEqual(limits.bytes);
      }
      // Every page once, in the single sitemap's order, and each part dated by its newest page.
      expect(parts.flatMap((part) => locsOf(part.body))).toEqual(every);
      const dates = [...index.body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]);
      expect(dates).toEqual(
        parts.map((part) =>
          [...part.body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)]
            .map((m) => m[1])
            .sort()
            .at(-1),
        ),
      );
      return parts;
    }

    it("keeps one sitemap at exactly the limit", () => {
      const files = sitemapFiles(routes, settings, lastmod, new Map(), { ...SITEMAP_LIMITS, urls: routes.length });
      expect(files.map((file) => file.route)).toEqual([SITE_FILES.sitemap]);
      expect(locsOf(files[0].body)).toEqual(every);
    });

    it("splits by the number of URLs", () => {
      const urls = 5;
      expect(split({ ...SITEMAP_LIMITS, urls })).toHaveLength(Math.ceil(routes.length / urls));
    });

    it("splits by size", () => {
      // A limit that a sitemap of the first three pages just meets: no part may be larger.
      const [three] = sitemapFiles(routes.slice(0, 3), settings, lastmod);
      const parts = split({ ...SITEMAP_LIMITS, bytes: bytesOf(three.body) });
      expect(parts.length).toBeGreaterThan(1);
      expect(locsOf(parts[0].body)).toHaveLength(3);
    });
  });

  it("points robots.txt at the sitemap", () => {
    expect(robotsTxt(settings)).toContain(`Sitemap: ${absoluteUrl(SITE_FILES.sitemap, settings.siteUrl)}`);
  });

  it("names the site and its icons in the web manifest", () => {
    const manifest = JSON.parse(webManifest(settings));
    expect(manifest.name).toBe(settings.organisation.name);
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(["192x192", "512x512", "any"]);
  });

  it("titles pages within 70 characters, dropping the organisation's part before the page's", () => {
    const s = {
      ...settings,
      organisation: { ...settings.organisation, name: "N".repeat(20), shortName: "S".repeat(8), tagline: "t".repeat(30) },
    };
    expect(pageTitle("Privacy Policy", "/privacy", s)).toBe(`Privacy Policy | ${"S".repeat(8)}`);
    expect(pageTitle("P".repeat(65), "/long", s)).toBe("P".repeat(65));
    expect(pageTitle("Home", "/", s)).toBe(`${"N".repeat(20)}: ${"t".repeat(30)}`);
    expect(pageTitle("Home", "/", { ...s, organisation: { ...s.organisation, tagline: "t".repeat(50) } })).toBe("N".repeat(20));
  });

  it("describes the foundation as a 501(c)(3) NGO at its address, founded in its year", () => {
    const ld = organisationJsonLd();
    expect(ld["@type"]).toBe("NGO");
    expect(ld.nonprofitStatus).toBe("Nonprofit501c3");
    expect(ld.foundingDate).toBe(String(settings.organisation.foundingYear));
    expect(ld.address.addressLocality).toBe(settings.contact.address.city);
    expect(ld.contactPoint).toMatchObject({ telephone: settings.contact.phone, email: settings.contact.email });
    expect(ld.sameAs).toEqual(settings.social.map((s) => s.url));
  });
});
