import { expect, fontState, settings, sitePage, test, tr, waitForHydration, siteLinksNow } from "./fixtures";
import { ALL_ROUTES } from "../setup/content";
import { localeOf, localize, pageAddress } from "../../src/routes";
import { HEADER_BOX } from "../../src/theme/header-box";

/** The widths a reviewer checks, each with a typical screen height. */
const SCREENS = [
  { width: 320, height: 640 },
  { width: 375, height: 740 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

// Each test walks the widths itself on one route, so it runs once (in the phone project).
test.describe("at 320, 375, 768, 1024, 1280 and 1440 px", () => {
  for (const { path } of ALL_ROUTES) {
    test(`${path}: no sideways scroll; a one-row header with Get Help, Donate and the menu; wordmark and phone numbers on one line; the hero's headline clear of the header and its button in the first screen`, async ({
      page,
    }) => {
      // One load per font state, then each width by resizing (layout follows the viewport; a reload would only
      // repeat the download): every width with the web fonts in use, then with the fallback fonts, as a reader
      // on a slow first visit sees them (the header's breakpoints are measured in both: src/pipeline/header-fit.ts).
      const passes = [
        { fonts: "web" as const, screens: SCREENS },
        { fonts: "fallback" as const, screens: SCREENS },
      ];
      for (const { fonts, screens } of passes) {
        await page.setViewportSize(screens[0]);
        if (fonts === "fallback") await fontState(page, "fallback");
        await page.goto(path);
        if (fonts === "web") await fontState(page, "web");
        else await page.evaluate(() => document.fonts.ready);
        await waitForHydration(page);
        for (const screen of screens) {
          await page.setViewportSize(screen);
          // Two frames: the layout at the new size is done before anything is measured.
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          const at = `${path} at ${screen.width} px with the ${fonts} fonts`;
          expect(await page.evaluate(() => document.documentElement.scrollWidth), at).toBeLessThanOrEqual(screen.width);
          const wordmark = page
            .getByRole("banner")
            .getByRole("link", { name: tr(path, "header.home", { name: settings.organisation.name }) });
          const lines = await wordmark.evaluate((link) => {
            const text = [...link.querySelectorAll("span span")].find((span) => span.getBoundingClientRect().width > 0);
            return text ? text.getClientRects().length : 0;
          });
          expect(lines, `${at}: wordmark lines`).toBe(1);
          for (const tel of await page.locator('a[href^="tel:"]:visible').all()) {
            expect(await tel.evaluate((a) => a.getClientRects().length), `${at}: ${await tel.textContent()}`).toBe(1);
          }
          // The header's Donate button, by its name and its target: a menu item may carry the same word (Spanish "Donar").
          const donate = page.getByRole("banner").getByRole("link", { name: tr(path, "header.donate"), exact: true });
          await expect(
            donate.and(page.locator(`a[href="${pageAddress(localize(siteLinksNow().donate, localeOf(path)))}"]`)),
            at,
          ).toBeInViewport();
          // Help is one tap away at every width, without opening the menu, and a target a finger can hit (44 px).
          const help = page
            .getByRole("banner")
            .getByRole("link", { name: tr(path, "header.help"), exact: true })
            .and(page.locator(`a[href="${pageAddress(localize(siteLinksNow().help, localeOf(path)))}"]`));
          await expect(help, `${at}: Get Help`).toBeInViewport();
          const target = await help.boundingBox();
          expect(Math.min(target!.width, target!.height), `${at}: Get Help's size`).toBeGreaterThanOrEqual(44);
          // One row: the header is the row's height, and every item it shows lies inside that row and the screen.
          const row = await page.getByRole("banner").evaluate((header) => {
            const shown = [...header.querySelectorAll("a, button, svg")].filter((el) => {
              const box = el.getBoundingClientRect();
              return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== "hidden" && !el.closest("#site-nav[data-open]");
            });
            const boxes = shown.filter((el) => !el.classList.contains("skip-link")).map((el) => el.getBoundingClientRect());
            return {
              height: header.getBoundingClientRect().height,
              rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
              top: Math.min(...boxes.map((b) => b.top)),
              bottom: Math.max(...boxes.map((b) => b.bottom)),
              right: Math.max(...boxes.map((b) => b.right)),
            };
          });
          const rowHeight = HEADER_BOX.height * row.rem;
          expect(row.height, `${at}: the header's height`).toBeCloseTo(rowHeight, 0);
          expect(row.top, `${at}: the row's items start inside it`).toBeGreaterThanOrEqual(0);
          expect(row.bottom, `${at}: the row's items end inside it`).toBeLessThanOrEqual(rowHeight);
          expect(row.right, `${at}: the row's items fit the screen`).toBeLessThanOrEqual(screen.width);
          // The hero's headline starts below the header.
          const headline = await page.locator("main h1").first().boundingBox();
          expect(headline!.y, `${at}: the headline below the header`).toBeGreaterThanOrEqual(row.height);
          // Heroes that lead somewhere (which ones must is tested in leads-somewhere.spec.ts) show it at once.
          const button = page.locator("main > div > section:first-child:has(h1)").locator("a[class], button").first();
          if ((await button.count()) > 0) {
            const box = await button.boundingBox();
            expect(box!.y + box!.height, `${at}: the hero's button`).toBeLessThanOrEqual(screen.height);
          }
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
    const home = sitePage("index.mdx").route;
    await page.goto(home);
    const form = page.getByRole("contentinfo").locator("form");
    await form.getByLabel(tr(home, "newsletter.email")).fill("reader@example.com");
    await form.getByRole("button", { name: tr(home, "newsletter.submit") }).click();
    await expect.poll(() => posted.length).toBe(1);
    expect(posted[0].method).toBe("POST");
    expect(posted[0].body.get(settings.newsletter.emailField)).toBe("reader@example.com");
    expect(posted[0].body.get(settings.newsletter.listField)).toBe(settings.newsletter.listId);
  });
});
