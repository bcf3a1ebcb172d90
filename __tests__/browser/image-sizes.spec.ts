import type { Browser, BrowserContext, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { expect, heroFetches, OTHER_HOSTS, siteContent, sitePage, test, tr } from "./fixtures";
import { ALL_ROUTES, paragraphs, usesOf } from "../setup/content";

/**
 * The file each picture fetches fits what is drawn: not so small that it is blown up (soft faces on a phone's
 * first screen), not so large that a phone pays for pixels it never shows. Measured in device pixels, on the
 * picture as drawn: with object-fit: cover the file is scaled until it covers its box, so a picture in a box
 * taller than the file is drawn wider than the box. `sizes`, the <source> media and the crops decide the file;
 * this is what a reader's screen gets from them.
 */

/**
 * Drawn more than this many times the file's pixels: a larger file should have been offered and fetched. Up to 2×
 * screens, 1.25; at 3×, 1.9: the files stop at what a 2× screen draws, on purpose (a 3× phone's extra pixels cost
 * more bytes than its eye gains), so a 3× screen draws them up to half again as large. The limit follows what is
 * drawn, not what the build happens to offer.
 */
const blownUpLimit = (deviceScaleFactor: number) => (deviceScaleFactor <= 2 ? 1.25 : 1.9);
/** A file more than this many times what is drawn: bytes wasted. */
const WASTED = 2;

/** What every page is loaded at: a phone (375 px at 3×) and a laptop (1280 px at 2×). */
const EVERY_ROUTE_SCREENS = [
  { width: 375, height: 740, deviceScaleFactor: 3 },
  { width: 1280, height: 800, deviceScaleFactor: 2 },
];
/**
 * One page of each layout on the other screens readers have: a small phone, an Android phone (its ratio is not a whole
 * number), a tablet, laptops at 1× and 2×, and a desktop monitor. Every width crossed with every ratio loaded twice as
 * many pages, half of them screens no reader has (320 px at 1×, 1920 px at 3×).
 */
const LAYOUT_SCREENS = [
  { width: 320, height: 568, deviceScaleFactor: 2 },
  { width: 412, height: 915, deviceScaleFactor: 2.625 },
  { width: 768, height: 1024, deviceScaleFactor: 2 },
  { width: 1366, height: 768, deviceScaleFactor: 1 },
  { width: 1440, height: 900, deviceScaleFactor: 2 },
  { width: 1920, height: 1080, deviceScaleFactor: 1 },
];
/** The screens' ratios: a context has one. */
const RATIOS = [...new Set(LAYOUT_SCREENS.map((screen) => screen.deviceScaleFactor))];

type Drawn = {
  file: string;
  /** Drawn size in device pixels, and the file's own pixels. */
  drawn: number;
  natural: number;
  /** The largest and smallest file the chosen srcset offers (w descriptors), the limits `sizes` can reach. */
  largest: number;
  smallest: number;
};

/**
 * Every visible picture of the page, not only the first screen's: a lazy one is made eager, so it loads where it
 * is, without the page being scrolled and drawn down its length (a reader's scroll would load the same file: which
 * file a picture takes follows the screen's width and pixel ratio, not where the page is scrolled). Waits on each
 * image's load, never on a clock.
 */
async function drawnImages(page: Page): Promise<Drawn[]> {
  return page.evaluate(async () => {
    const shown = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      return (
        box.width > 0 && box.height > 0 && getComputedStyle(img).visibility !== "hidden" && !/\.svg(\?|$)/.test(img.currentSrc || img.src)
      );
    });
    for (const img of shown) if (img.loading === "lazy") img.loading = "eager";
    const widths = (srcset: string) => srcset.split(",").map((candidate) => Number(candidate.trim().split(/\s+/)[1]?.replace(/w$/, "")));
    const out: Drawn[] = [];
    for (const img of shown) {
      // Until it has loaded, frame by frame (a condition, not a clock): one whose request starts again (the page's
      // scripts taking over) is waited for anew.
      while (!(img.complete && img.currentSrc && img.naturalWidth > 0)) await new Promise(requestAnimationFrame);
      // naturalWidth of a srcset image is in CSS pixels (divided by its density); the file's own pixels come from
      // the file alone, read from its header when it loads (no need to decode it).
      const file = new Image();
      file.src = img.currentSrc;
      if (!file.complete) await new Promise((resolve, reject) => ((file.onload = resolve), (file.onerror = reject)));
      const style = getComputedStyle(img);
      const px = (value: string) => parseFloat(value) || 0;
      const box = img.getBoundingClientRect();
      const boxW = box.width - px(style.paddingLeft) - px(style.paddingRight) - px(style.borderLeftWidth) - px(style.borderRightWidth);
      const boxH = box.height - px(style.paddingTop) - px(style.paddingBottom) - px(style.borderTopWidth) - px(style.borderBottomWidth);
      const [w, h] = [file.naturalWidth, file.naturalHeight];
      // The drawn size in CSS pixels, by object-fit: fill stretches to the box, cover and contain scale the file.
      const cover = Math.max(boxW / w, boxH / h);
      const contain = Math.min(boxW / w, boxH / h);
      const scale = { cover, contain, none: 1, "scale-down": Math.min(contain, 1) }[style.objectFit];
      // fill: the larger of its two stretches, so a squeezed side never hides a blown-up one.
      const drawnCss = scale === undefined ? Math.max(boxW / w, boxH / h) * w : scale * w;
      const used = img.parentElement instanceof HTMLPictureElement ? [...img.parentElement.querySelectorAll("source")] : [];
      const srcset = [...used.map((s) => s.srcset), img.srcset].find((set) =>
        set.split(",").some((c) => new URL(c.trim().split(/\s+/)[0], location.href).href === img.currentSrc),
      );
      const offered = srcset ? widths(srcset).filter(Number.isFinite) : [w];
      out.push({
        file: new URL(img.currentSrc).pathname,
        drawn: drawnCss * devicePixelRatio,
        natural: w,
        largest: Math.max(...offered),
        smallest: Math.min(...offered),
      });
    }
    return out;
  });
}

/**
 * What is wrong with each picture at a device pixel ratio: drawn past the limit of its file's pixels (whether the
 * build offered no larger file or `sizes` chose too small a one), or a file far larger than drawn (a file smaller
 * than the smallest one offered cannot be asked for).
 */
function problems(images: Drawn[], at: string, deviceScaleFactor: number): string[] {
  return images.flatMap(({ file, drawn, natural, largest, smallest }) => {
    const out: string[] = [];
    if (drawn > blownUpLimit(deviceScaleFactor) * natural)
      out.push(
        `${at}: ${file} is ${natural} px wide, drawn ${Math.round(drawn)} device px (${(drawn / natural).toFixed(2)}×; ${largest} px was offered)`,
      );
    if (natural > WASTED * drawn && natural > smallest)
      out.push(`${at}: ${file} is ${natural} px wide, drawn ${Math.round(drawn)} device px (${(natural / drawn).toFixed(2)}× too large)`);
    return out;
  });
}

/** The worst of each kind, for the report in the test's output. */
const worst = (images: Drawn[]) => ({
  blownUp: Math.max(0, ...images.map((i) => i.drawn / i.natural)),
  wasted: Math.max(0, ...images.map((i) => i.natural / i.drawn)),
});

/**
 * A context of its own at a device pixel ratio (which a page cannot change), refusing every other host by the fixtures'
 * RegExp (matched in Playwright's server), without JavaScript: which file a picture takes is the HTML's (srcset, sizes,
 * <source>), as at the no-JS floor, and hydration keeps the server's attributes; every-route.spec.ts checks, with the scripts, that the first-screen
 * picture is still fetched once. Without the scripts each load costs about a third less processor time.
 */
async function screenContext(browser: Browser, baseURL: string, screen: { width: number; height: number; deviceScaleFactor: number }) {
  const { width, height, deviceScaleFactor } = screen;
  const context = await browser.newContext({ baseURL, viewport: { width, height }, deviceScaleFactor, javaScriptEnabled: false });
  await context.route(OTHER_HOSTS, (route) => route.abort("blockedbyclient"));
  return context;
}

/** Loads a route and records each image file it fetches, so a picture fetched twice (two sources, a preload that misses) shows. */
async function load(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") fetched.push(new URL(request.url()).pathname);
  });
  await page.goto(path, { waitUntil: "load" });
  return { page, fetched };
}

/** The route of the first English page that uses a component. */
function pageUsing(component: string) {
  const entry = siteContent().pages.find((p) => p.locale === "en" && usesOf(p, component).length > 0);
  return entry && sitePage(entry.file.replace(/^content\/pages\//, "")).route;
}

/** An MDX page shows at least its own paragraphs' words (components and settings add more); a story listing may hold a single card. */
const leastText = (file: string | undefined) => (file ? paragraphs({ text: readFileSync(file, "utf8") }).join("").length : 200);

/**
 * The no-JavaScript floor of a route on a phone: its headline, at least its own words, its pictures loaded and shown
 * (none left invisible by a fade-in that needs a script), and the main navigation.
 */
async function floorShows(page: Page, path: string, least: number) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await page.getByRole("main").innerText()).length, path).toBeGreaterThan(least);
  const pictures = await page.locator("main img").evaluateAll((imgs: HTMLImageElement[]) =>
    imgs.map((img) => ({
      src: img.currentSrc || img.src,
      shown: img.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity === "1",
    })),
  );
  expect(
    pictures.filter((picture) => !picture.shown),
    `${path}: pictures not shown`,
  ).toEqual([]);
  const nav = page.getByRole("navigation", { name: tr(path, "nav.main") });
  await expect(nav.getByRole("link", { name: tr(path, "nav.awareness") })).toBeVisible();
}

test.describe("pictures fetch the file that fits what they draw", () => {
  // Each route's loads are without JavaScript (see screenContext): the phone's is also where its floor is checked.
  for (const { path, file } of ALL_ROUTES) {
    test(`${path} at 375 px (3×) and 1280 px (2×); without JavaScript it shows its text, images and navigation`, async ({
      browser,
      baseURL,
    }) => {
      const found: string[] = [];
      for (const screen of EVERY_ROUTE_SCREENS) {
        const context = await screenContext(browser, baseURL!, screen);
        const { page, fetched } = await load(context, path);
        const at = `${path} at ${screen.width} px ${screen.deviceScaleFactor}×`;
        const images = await drawnImages(page);
        if (screen === EVERY_ROUTE_SCREENS[0]) await floorShows(page, path, leastText(file));
        console.log(`${at}: ${images.length} pictures, worst ${JSON.stringify(worst(images))}`);
        found.push(...problems(images, at, screen.deviceScaleFactor));
        const hero = await heroFetches(page, fetched);
        if (hero.length > 1) found.push(`${at}: the first-screen picture was fetched ${hero.length} times: ${hero.join(", ")}`);
        await context.close();
      }
      expect(found).toEqual([]);
    });
  }

  // One page of each layout, found in the content: a page with a hero, with figures, with pillar cards, a story, a listing.
  const layouts: Record<string, () => string | undefined> = {
    "a page with a hero": () => pageUsing("Hero"),
    "a page with figures": () => pageUsing("Figure"),
    "a page with pillar cards": () => pageUsing("PillarCard"),
    "a story": () => ALL_ROUTES.find((r) => r.template === "story")?.path,
    "a story listing": () => ALL_ROUTES.find((r) => r.template === "listing")?.path,
  };
  for (const [layout, route] of Object.entries(layouts)) {
    for (const deviceScaleFactor of RATIOS) {
      const screens = LAYOUT_SCREENS.filter((screen) => screen.deviceScaleFactor === deviceScaleFactor);
      test(`${layout} at ${screens.map((s) => s.width).join(", ")} px, ${deviceScaleFactor}×`, async ({ browser, baseURL }) => {
        const path = route();
        expect(path, `the content has ${layout}`).toBeTruthy();
        const found: string[] = [];
        const context = await screenContext(browser, baseURL!, screens[0]);
        const { page } = await load(context, path!);
        // One page, loaded at the first screen, then resized and reloaded (from the cache) for each other: a browser
        // that already holds a larger file keeps it when the screen changes, so only a fresh load shows what a reader
        // of that screen is sent (a Figure is wider at 768 px than in the reading column at 1920 px).
        for (const [i, { width, height }] of screens.entries()) {
          if (i > 0) {
            await page.setViewportSize({ width, height });
            await page.reload({ waitUntil: "load" });
          }
          const at = `${path} at ${width} px ${deviceScaleFactor}×`;
          const images = await drawnImages(page);
          console.log(`${at}: ${images.length} pictures, worst ${JSON.stringify(worst(images))}`);
          found.push(...problems(images, at, deviceScaleFactor));
        }
        await context.close();
        expect(found).toEqual([]);
      });
    }
  }
});
