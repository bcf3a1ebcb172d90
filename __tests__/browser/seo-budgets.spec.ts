import { readFileSync } from "node:fs";
import { expect, settings, test, waitForHydration } from "./fixtures";
import { BUDGET, countBytes, KB } from "../../scripts/budgets.mjs";
import { ROUTES } from "./routes";

test.describe("byte budgets on a phone's first load", { tag: "@once" }, () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const { path } of ROUTES) {
    test(`${path} stays within budget, asks no other host and serves modern images`, async ({ page, thirdParty }, testInfo) => {
      const bytes = countBytes(page);
      await page.goto(path, { waitUntil: "networkidle" });
      const { js, total, requests } = bytes.totals();
      testInfo.annotations.push({
        type: "bytes",
        description: `${path}: JS ${(js / KB).toFixed(1)} KB, total ${(total / KB).toFixed(1)} KB, ${requests} requests`,
      });
      // The scripts arrive after the load event; the measurement must include them.
      expect(js).toBeGreaterThan(0);
      expect(js).toBeLessThanOrEqual(BUDGET.js);
      // Fonts: self-hosted woff2 only, within their own budget, and every web font preloaded (they are
      // font-display: optional, so one that is not preloaded misses the first paint).
      const fonts = bytes.sizes.filter((s) => s.type === "font");
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) expect(new URL(font.url).pathname).toMatch(/\.woff2$/);
      expect(bytes.totals().fonts).toBeLessThanOrEqual(BUDGET.fonts);
      expect(total).toBeLessThanOrEqual(BUDGET.total);
      expect(thirdParty).toEqual([]);

      const images = await page.locator("main img").evaluateAll((imgs) =>
        imgs.map((img) => {
          const picture = img.closest("picture");
          return {
            types: [...(picture?.querySelectorAll("source") ?? [])].map((s) => s.getAttribute("type")),
            srcset: [...(picture?.querySelectorAll("source") ?? [])].every((s) => (s.getAttribute("srcset") ?? "").includes("w,")),
            reserved: Number(img.getAttribute("width")) > 0 && Number(img.getAttribute("height")) > 0,
            loading: img.getAttribute("loading"),
            top: img.getBoundingClientRect().top,
          };
        }),
      );
      for (const image of images) {
        expect(image.types).toEqual(["image/webp"]);
        expect(image.srcset).toBe(true);
        expect(image.reserved).toBe(true);
      }
      // Every page but the legal texts opens with a hero image, its largest paint: fetched at once, never lazily.
      const legal = ["/privacy", "/terms"].includes(path);
      expect(images.length > 0).toBe(!legal);
      const preloaded = await page
        .locator('head link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((l) => new URL(l.getAttribute("href")!, location.href).pathname).sort());
      const webFonts = await page.evaluate(() =>
        [...document.querySelectorAll("head style")]
          .flatMap((style) =>
            [...(style.textContent ?? "").matchAll(/url\(([^)]+\.woff2)\)/g)].map((m) => new URL(m[1], location.href).pathname),
          )
          .sort(),
      );
      expect(webFonts.length).toBeGreaterThan(0);
      expect(preloaded).toEqual(webFonts);
      if (!legal) {
        expect(images[0].top).toBeLessThan(100);
        expect(images[0].loading).toBe("eager");
        expect(images.slice(1).every((image) => image.loading === "lazy")).toBe(true);
      }
    });
  }
});

test.describe("script loading", { tag: "@once" }, () => {
  for (const { path } of ROUTES) {
    test(`${path} asks for no script file until the page and its hero image have arrived, then comes alive`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const hero = document.querySelector<HTMLImageElement>('main img:not([loading="lazy"])');
        const heroEntry = hero && resources.find((entry) => entry.name === hero.currentSrc);
        return {
          // With a hero, the scripts wait for it (fonts may still be arriving); without one, for the load event.
          ready: heroEntry ? Math.max(heroEntry.responseEnd, navigation.domContentLoadedEventEnd) : navigation.loadEventEnd,
          hero: Boolean(hero),
          heroFound: Boolean(heroEntry),
          scripts: resources
            .filter((entry) => entry.initiatorType === "script" && entry.name.endsWith(".js"))
            .map((entry) => entry.startTime),
        };
      });
      expect(timing.heroFound).toBe(timing.hero);
      expect(timing.ready).toBeGreaterThan(0);
      expect(timing.scripts.length).toBeGreaterThanOrEqual(3);
      for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.ready);
    });
  }
});

test.describe("search and sharing", { tag: ["@once", "@settings"] }, () => {
  test("the sitemap lists every page's route and robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
    expect(locs).toEqual(ROUTES.map((r) => `${settings.siteUrl}${r.path}`).sort());
    expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${settings.siteUrl}/sitemap.xml`);
  });

  test("every page has a canonical URL, its own title and description, and a 1200x630 share image", async ({ request }) => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const { path } of ROUTES) {
      const head = (await (await request.get(path)).text()).split("</head>")[0];
      const meta = (attr: string) => head.match(new RegExp(`<meta[^>]+${attr}[^>]+content="([^"]*)"`))?.[1];
      expect(head.match(/<link[^>]+rel="canonical"[^>]+href="([^"]*)"/)?.[1]).toBe(`${settings.siteUrl}${path}`);
      seen.titles.add(meta('property="og:title"')!);
      seen.descriptions.add(meta('name="description"')!);
      expect(meta('property="og:image"')).toBe(`${settings.siteUrl}/og-image.png`);
      expect(meta('name="twitter:card"')).toBe("summary_large_image");
    }
    expect(seen.titles.size).toBe(ROUTES.length);
    expect(seen.descriptions.size).toBe(ROUTES.length);
    const png = readFileSync("public/og-image.png");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test("the home page describes the foundation in JSON-LD", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const json = html.match(/<script[^>]+type="application\/ld\+json"[^>]*>([^<]+)<\/script>/)?.[1];
    const ld = JSON.parse(json!);
    expect(ld).toMatchObject({
      "@type": "NGO",
      nonprofitStatus: "Nonprofit501c3",
      foundingDate: String(settings.organisation.foundingYear),
    });
    expect(ld.address.addressLocality).toBe(settings.contact.address.city);
    expect(ld.sameAs).toEqual(settings.social.map((s) => s.url));
  });

  test("a web manifest and icons for the browser tab and the home screen", async ({ request }) => {
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
    const head = (await (await request.get("/")).text()).split("</head>")[0];
    for (const href of ["/icon.svg", "/favicon-32.png", "/apple-touch-icon.png", "/manifest.webmanifest"]) {
      expect(head).toContain(`href="${href}"`);
      expect((await request.get(href)).status()).toBe(200);
    }
  });
});
