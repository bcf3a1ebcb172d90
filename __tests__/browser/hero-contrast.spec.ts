import sharp from "sharp";
import { expect, test } from "./fixtures";
import { ROUTES } from "./routes";

/** WCAG relative luminance of an sRGB pixel. */
const luminance = (r: number, g: number, b: number) => {
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

test.describe("hero text over its picture", () => {
  for (const { path } of ROUTES) {
    test(`${path}: white hero text keeps AA contrast against the picture behind it`, async ({ page }) => {
      await page.goto(path);
      const hero = page.locator("main section:has(> picture) >> nth=0");
      test.skip((await hero.count()) === 0, "no hero picture on this page");
      await expect.poll(() => hero.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // Measure the picture and overlay alone: the text and its shadow are made invisible, its boxes kept.
      await page.addStyleTag({ content: "main section * { color: transparent !important; text-shadow: none !important; }" });
      const boxes = await hero.locator("h1, h1 ~ p, blockquote, figcaption").evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { x: r.x, y: r.y + window.scrollY, width: r.width, height: r.height };
        }),
      );
      expect(boxes.length).toBeGreaterThan(0);
      for (const clip of boxes) {
        const { data, info } = await sharp(await page.screenshot({ clip, fullPage: true }))
          .raw()
          .toBuffer({ resolveWithObject: true });
        const ratios: number[] = [];
        for (let i = 0; i < data.length; i += info.channels) ratios.push(1.05 / (luminance(data[i], data[i + 1], data[i + 2]) + 0.05));
        ratios.sort((a, b) => a - b);
        // 99% of the background behind each block gives white text 4.5:1 or more.
        expect(ratios[Math.floor(ratios.length * 0.01)], `${path} ${JSON.stringify(clip)}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
