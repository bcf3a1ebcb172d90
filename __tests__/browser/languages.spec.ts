import { LOCALE_INFO } from "../../src/i18n/locales";
import { counterpart, localeOf } from "../../src/routes";
import { expect, sitePage, test, tr } from "./fixtures";
import { ROUTES } from "../setup/content";

/** English pages that have a Spanish twin, by the route rule and the committed MDX. */
const paths = new Set(ROUTES.map((r) => r.path));
const PAIRS = ROUTES.filter((r) => localeOf(r.path) === "en" && paths.has(counterpart(r.path, "es"))).map((r) => r.path);

test.describe("the language link, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Every pair, both ways, by the footer's link (the header's is the same element in the same place on every page;
  // the built-file test checks that both carry the same address).
  for (const path of PAIRS) {
    test(`${path} and ${counterpart(path, "es")} lead to each other`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole("contentinfo").getByRole("link", { name: LOCALE_INFO.es.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${counterpart(path, "es")}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await page.getByRole("contentinfo").getByRole("link", { name: LOCALE_INFO.en.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/" : path}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  }
});

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
