import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, fontState, test } from "./fixtures";
import { ROUTES } from "../setup/content";

/** WCAG relative luminance of an sRGB pixel. */
const luminance = (r: number, g: number, b: number) => {
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

/**
 * The boxes of the hero's text blocks (document coordinates), with the text, its shadow and the header made
 * invisible so that only the picture and its overlay remain behind them; undefined without a hero picture.
 */
async function heroTextBoxes(page: Page) {
  const hero = page.locator("main section:has(> picture) >> nth=0");
  if ((await hero.count()) === 0) return undefined;
  // The fixed header is hidden too: it is not the background, and its Menu button may cover the top of the heading.
  await page.addStyleTag({
    content: "main section * { color: transparent !important; text-shadow: none !important; } header { visibility: hidden !important; }",
  });
  const boxes = await hero.locator("h1, h1 ~ p, blockquote, figcaption").evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y + window.scrollY, width: r.width, height: r.height };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  return boxes;
}

/** The contrast white text has over the 99th-percentile pixel of what is painted in `clip`. */
async function whiteTextContrast(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  const { data, info } = await sharp(await page.screenshot({ clip, fullPage: true }))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const ratios: number[] = [];
  for (let i = 0; i < data.length; i += info.channels) ratios.push(1.05 / (luminance(data[i], data[i + 1], data[i + 2]) + 0.05));
  ratios.sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length * 0.01)];
}

// At each width: the picture's crop behind the text changes with it. A fresh page per route, measured as it
// first shows, before the scripts arrive (they only start once the hero has painted).
test.describe("hero text over its picture", { tag: "@both" }, () => {
  for (const { path } of ROUTES) {
    test(`${path}: white hero text keeps AA contrast against the picture behind it`, async ({ page }) => {
      await page.goto(path);
      await fontState(page, "web");
      const clips = await heroTextBoxes(page);
      test.skip(clips === undefined, "no hero picture on this page");
      // 99% of the background behind each block gives white text 4.5:1 or more. Measured until the picture is
      // painted there: the measurement itself is what the test waits on, never the clock.
      for (const clip of clips!) {
        await expect
          .poll(() => whiteTextContrast(page, clip), { message: `${path}: hero text contrast at ${JSON.stringify(clip)}` })
          .toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
