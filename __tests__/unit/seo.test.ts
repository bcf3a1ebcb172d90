import { organisationJsonLd } from "../../src/seo/organisation";
import { robotsTxt, sitemapXml, webManifest } from "../../src/seo/site-files";
import { settings } from "../../src/settings";

describe("search and sharing files", () => {
  it("lists every page but the 404 in the sitemap, at the configured site URL", () => {
    const xml = sitemapXml(["/", "/awareness", "/404", "/404.html"], settings);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([`${settings.siteUrl}/`, `${settings.siteUrl}/awareness`]);
  });

  it("points robots.txt at the sitemap", () => {
    expect(robotsTxt(settings)).toContain(`Sitemap: ${settings.siteUrl}/sitemap.xml`);
  });

  it("names the site and its icons in the web manifest", () => {
    const manifest = JSON.parse(webManifest(settings));
    expect(manifest.name).toBe(settings.organisation.name);
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(["192x192", "512x512", "any"]);
  });

  it("describes the foundation as a 501(c)(3) NGO in Phoenix, founded in 2025", () => {
    const ld = organisationJsonLd();
    expect(ld["@type"]).toBe("NGO");
    expect(ld.nonprofitStatus).toBe("Nonprofit501c3");
    expect(ld.foundingDate).toBe("2025");
    expect(ld.address.addressLocality).toBe("Phoenix");
    expect(ld.contactPoint).toMatchObject({ telephone: settings.contact.phone, email: settings.contact.email });
    expect(ld.sameAs).toEqual(settings.social.map((s) => s.url));
  });
});
