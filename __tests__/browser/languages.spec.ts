import { LOCALE_INFO } from "../../src/i18n/locales";
import { expect, sitePage, test, tr } from "./fixtures";

/*
 * The two languages where only a browser sees them. Every page's language links in the header and the footer
 * (their addresses, without JavaScript, both ways, to a page built in the other language) and the twins in the
 * head and the sitemap are checked in the built files (__tests__/built/languages.test.ts).
 */

test("an unknown address under /es answers 404 with the Spanish page, in Spanish", async ({ page }) => {
  const response = await page.goto("/es/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("/es", "notFound.title"));
  await expect(page.getByRole("link", { name: tr("/es", "notFound.home") })).toHaveAttribute("href", "/es");
});

test("the phone menu offers the other language", async ({ page }) => {
  const spanish = sitePage("es/awareness.mdx").route;
  await page.goto(spanish);
  await page.getByRole("button", { name: tr(spanish, "nav.menu") }).click();
  const link = page
    .getByRole("navigation", { name: tr(spanish, "nav.main") })
    .getByRole("link", { name: LOCALE_INFO.en.name, exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", sitePage("awareness.mdx").route);
});
