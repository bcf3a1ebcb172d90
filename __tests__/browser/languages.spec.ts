import { LOCALE_INFO } from "../../src/languages";
import { localeOf, pageAddress } from "../../src/routes";
import { expect, sitePage, test, tr } from "./fixtures";

/*
 * The two languages where only a browser sees them: the phone menu's language link, and the not-found page the
 * server picks for an unknown address under the Spanish home. Every page's language links in the header and the
 * footer (their addresses, without JavaScript, both ways, to a page built in the other language), the twins in
 * the head and the sitemap, and what each language's not-found page says are checked in the built files
 * (__tests__/built/languages.test.ts).
 */

test("an unknown address under the Spanish home is answered 404 with the Spanish not-found page", async ({ page }) => {
  const home = sitePage("es/index.mdx").route;
  const response = await page.goto(`${home}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", localeOf(home));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr(home, "notFound.title"));
});

test("the phone menu offers the other language", async ({ page }) => {
  const spanish = sitePage("es/awareness.mdx").route;
  await page.goto(spanish);
  await page.getByRole("button", { name: tr(spanish, "nav.menu") }).click();
  const link = page
    .getByRole("navigation", { name: tr(spanish, "nav.main") })
    .getByRole("link", { name: LOCALE_INFO.en.name, exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", pageAddress(sitePage("awareness.mdx").route));
});
