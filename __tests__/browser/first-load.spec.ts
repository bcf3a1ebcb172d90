import { BUDGET, countBytes, KB } from "../../scripts/budgets.mjs";
import { expectNoAxeViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { readFileSync } from "node:fs";
import { ALL_ROUTES, usesOf } from "../setup/content";

/**
 * One test per route, on one first load of the page at 375 px, in steps: what it downloads (budgets,
 * fonts, modern images, no other host), when its scripts come (after the hero), that it comes alive
 * without a console or CSP problem, that axe finds nothing, and that at 200% text nothing is cut off. Each step is its own behaviour, checked here only.
 */
for (const { path, template, file } of ALL_ROUTES) {
  test(`${path}: first load`, async ({ page, thirdParty, consoleProblems, cspViolations }, testInfo) => {
    // A page opens with a hero when its MDX does (the legal texts and the search page open with their title).
    const hero = file !== undefined && usesOf({ text: readFileSync(file, "utf8") }, "Hero").length > 0;
    const bytes = countBytes(page);
    await page.goto(path, { waitUntil: "networkidle" });
    // The scripts are asked for after the hero; on a loaded machine that can be after a quiet half second,
    // so wait until they have run (the page has hydrated) and the network is quiet again before counting.
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");

    await test.step("stays within its byte budgets, asks no other host and serves modern images", async () => {
      const { js, jsReceived, total, requests, fonts: fontBytes } = await bytes.totals();
      testInfo.annotations.push({
        type: "bytes",
        description: `${path}: JS ${(js / KB).toFixed(1)} KB at Brotli 11 (${(jsReceived / KB).toFixed(1)} KB as the engine sent it), total ${(total / KB).toFixed(1)} KB, ${requests} requests`,
      });
      expect(js).toBeGreaterThan(0);
      expect(js).toBeLessThanOrEqual(BUDGET.js);
      expect(total).toBeLessThanOrEqual(BUDGET.total);
      expect(thirdParty).toEqual([]);
      // Fonts: self-hosted woff2 only, within their own budget, and every web font preloaded (they are
      // font-display: optional, so one that is not preloaded misses the first paint).
      const fonts = bytes.sizes.filter((s) => s.type === "font");
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) expect(new URL(font.url).pathname).toMatch(/\.woff2$/);
      expect(fontBytes).toBeLessThanOrEqual(BUDGET.fonts);
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

      const images = await page.locator("main img").evaluateAll((imgs) =>
        imgs.map((img) => {
          const picture = img.closest("picture");
          return {
            // Every file the picture offers, the <img>'s own and each <source>'s (a hero's portrait crop on phones).
            srcsets: [img, ...(picture?.querySelectorAll("source") ?? [])].map((s) => s.getAttribute("srcset") ?? ""),
            reserved: Number(img.getAttribute("width")) > 0 && Number(img.getAttribute("height")) > 0,
            loading: img.getAttribute("loading"),
            top: img.getBoundingClientRect().top,
          };
        }),
      );
      for (const image of images) {
        // Sizes to choose from, every one of them WebP (every current engine decodes it; one format is half
        // the image work of a build): the <img>'s, and an art-directed crop's (a hero's portrait file on phones).
        for (const srcset of image.srcsets) {
          const files = srcset.split(",").map((candidate) => candidate.trim().split(/\s+/));
          expect(files.length).toBeGreaterThan(1);
          for (const [url, width] of files) {
            expect(url).toMatch(/\.webp$/);
            expect(width).toMatch(/^\d+w$/);
          }
        }
        expect(image.reserved).toBe(true);
      }
      // A page with a hero opens with its image, its largest paint: fetched at once, never lazily.
      // A story's picture sits under its headline, a listing's first card under the title: fetched at once too.
      if (template === "page") {
        expect(images.length > 0).toBe(hero);
        if (hero) expect(images[0].top).toBeLessThan(100);
      }
      if (images.length) {
        expect(images[0].loading).toBe("eager");
        expect(images.slice(1).every((image) => image.loading === "lazy")).toBe(true);
      }
    });

    await test.step("asks for no script until the page and its hero image have arrived, then comes alive", async () => {
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

    await test.step("raises no hydration warning, console error or warning, or CSP violation", async () => {
      expect(consoleProblems).toEqual([]);
      expect(await cspViolations()).toEqual([]);
    });

    await test.step("axe finds no WCAG A/AA violation", async () => {
      await expectNoAxeViolations(page);
    });

    await test.step("at 200% text size nothing is cut off or overlaps", async () => {
      await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
      const problems = await page.evaluate(() => {
        const found: string[] = [];
        if (document.documentElement.scrollWidth > window.innerWidth) found.push(`page ${document.documentElement.scrollWidth}px wide`);
        for (const el of document.querySelectorAll<HTMLElement>("main h1, main h2, main h3, main p, main li, main a, main button")) {
          const style = getComputedStyle(el);
          const clips = style.overflow === "hidden" || style.overflowX === "hidden";
          if (clips && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1))
            found.push(`clipped: ${el.outerHTML.slice(0, 60)}`);
        }
        const buttons = [...document.querySelectorAll("main a, main button")]
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.width > 0);
        buttons.forEach((a, i) =>
          buttons.slice(i + 1).forEach((b) => {
            const overlap =
              Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
            if (overlap) found.push("two controls overlap");
          }),
        );
        return found;
      });
      expect(problems).toEqual([]);
    });
  });
}
