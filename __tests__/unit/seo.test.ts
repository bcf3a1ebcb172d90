import { pageTitle } from "../../src/components/seo";
import { organisationJsonLd } from "../../src/seo/json-ld";
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
