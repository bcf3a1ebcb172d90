import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, settings, test, waitForHydration } from "./fixtures";
import { ROUTES } from "./routes";

/** WCAG relative luminance of an sRGB pixel. */
const luminance = (r: number, g: number, b: number) => {
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

/**
 * The boxes of the hero's text blocks (document coordinates), with the text and its shadow made invisible so
 * that only the picture and its overlay remain behind them; undefined on a page without a hero picture.
 */
async function heroTextBoxes(page: Page) {
  const hero = page.locator("main section:has(> picture) >> nth=0");
  if ((await hero.count()) === 0) return undefined;
  await page.addStyleTag({ content: "main section * { color: transparent !important; text-shadow: none !important; }" });
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

/** The widths a reviewer checks, each with a typical screen height. */
const SCREENS = [
  { width: 320, height: 640 },
  { width: 375, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

// Each test walks the four widths itself on one route, so it runs once (in the phone project).
test.describe("at 320, 375, 768 and 1280 px", () => {
  for (const { path } of ROUTES) {
    test(`${path}: no sideways scroll; wordmark and phone numbers on one line; Donate in the header; the hero's button in the first screen and its text legible`, async ({
      page,
    }) => {
      for (const screen of SCREENS) {
        await page.setViewportSize(screen);
        await page.goto(path);
        const at = `${path} at ${screen.width} px`;
        expect(await page.evaluate(() => document.documentElement.scrollWidth), at).toBeLessThanOrEqual(screen.width);
        const wordmark = page.getByRole("banner").getByRole("link", { name: /, home$/ });
        const lines = await wordmark.evaluate((link) => {
          const text = [...link.querySelectorAll("span span")].find((span) => span.getBoundingClientRect().width > 0);
          return text ? text.getClientRects().length : 0;
        });
        expect(lines, `${at}: wordmark lines`).toBe(1);
        for (const tel of await page.locator('a[href^="tel:"]:visible').all()) {
          expect(await tel.evaluate((a) => a.getClientRects().length), `${at}: ${await tel.textContent()}`).toBe(1);
        }
        await expect(page.getByRole("banner").getByRole("link", { name: "Donate" }), at).toBeInViewport();
        // Heroes that lead somewhere (which ones must is tested in leads-somewhere.spec.ts) show it at once.
        const hero = page.locator("main > div > section:first-child:has(h1)");
        const button = hero.locator("a[class], button").first();
        if ((await button.count()) > 0) {
          await waitForHydration(page);
          const box = await button.boundingBox();
          expect(box!.y + box!.height, `${at}: the hero's button`).toBeLessThanOrEqual(screen.height);
        }
        // White hero text keeps AA contrast over the picture's phone and desktop crops: 99% of the background
        // behind each block gives 4.5:1 or more. Measured until the picture is painted there: hydration may
        // swap the image and fade it in again, so the measurement itself is what the test waits on.
        if (screen.width !== 375 && screen.width !== 1280) continue;
        for (const clip of (await heroTextBoxes(page)) ?? []) {
          await expect
            .poll(() => whiteTextContrast(page, clip), { message: `${at}: hero text contrast at ${JSON.stringify(clip)}` })
            .toBeGreaterThanOrEqual(4.5);
        }
      }
    });
  }
});

test.describe("the newsletter form", () => {
  test.use({ javaScriptEnabled: false });

  test("posts the address and the list to the newsletter service without JavaScript", async ({ page }) => {
    const posted: { method: string; body: URLSearchParams }[] = [];
    await page.route(settings.newsletter.action, (route) => {
      posted.push({ method: route.request().method(), body: new URLSearchParams(route.request().postData() ?? "") });
      return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Almost done</title><p>Check your e-mail.</p>" });
    });
    await page.goto("/");
    const form = page.getByRole("contentinfo").locator("form");
    await form.getByLabel("E-mail address").fill("reader@example.com");
    await form.getByRole("button", { name: "Sign up" }).click();
    await expect.poll(() => posted.length).toBe(1);
    expect(posted[0].method).toBe("POST");
    expect(posted[0].body.get(settings.newsletter.emailField)).toBe("reader@example.com");
    expect(posted[0].body.get(settings.newsletter.listField)).toBe(settings.newsletter.listId);
  });
});
