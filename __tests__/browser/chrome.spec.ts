import { FRAME_HEIGHTS, SOLID_HEADER_THRESHOLD } from "../../src/constants";
import { expect, hostedForm, settings, sitePage, test, tr, waitForHydration } from "./fixtures";

// Labels are the string tables' (tr), routes the content reader's; what the header does on scroll and the
// dialog's opening and closing are component behaviour, tested in jsdom (header.test.tsx, form-modal.test.tsx).
test.describe("header", () => {
  test("is painted transparent at the top and solid, in the footer's navy, once scrolled past its threshold", async ({
    page,
    thirdParty,
  }) => {
    await page.goto(sitePage("index.mdx").route);
    await waitForHydration(page);
    const header = page.getByRole("banner");
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), SOLID_HEADER_THRESHOLD + 1);
    const footer = await page.getByRole("contentinfo").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(footer).not.toBe("rgba(0, 0, 0, 0)");
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(footer);
    expect(thirdParty).toEqual([]);
  });

  // The desktop nav is visible without the menu.
  test("marks the current page in the navigation", { tag: "@desktop" }, async ({ page }) => {
    const path = sitePage("awareness.mdx").route;
    await page.goto(path);
    const nav = page.getByRole("navigation", { name: tr(path, "nav.main") });
    await expect(nav.getByRole("link", { name: tr(path, "nav.awareness"), exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: tr(path, "nav.home"), exact: true })).not.toHaveAttribute("aria-current", "page");
  });
});

test.describe("the header's contact dialog", { tag: "@settings" }, () => {
  test("opens by mouse, shows the contact form at its frame height with the vendor's script, locks the page's scroll and closes", async ({
    page,
    thirdParty,
  }) => {
    const home = sitePage("index.mdx").route;
    const title = tr(home, "header.contact");
    await page.goto(home);
    await waitForHydration(page);
    expect(thirdParty).toEqual([]);
    const contact = page.getByRole("banner").getByRole("button", { name: title, exact: true });
    if (!(await contact.isVisible())) await page.getByRole("button", { name: tr(home, "nav.menu") }).click();
    await contact.click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    const frame = dialog.locator("iframe");
    await expect(frame).toHaveAttribute("src", hostedForm("contact"));
    expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(FRAME_HEIGHTS.contact);
    await expect(page.frameLocator("iframe").getByRole("button", { name: "Send" })).toBeVisible();
    expect(thirdParty.some((u) => u === settings.forms.embedScriptUrl)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await dialog.getByRole("button", { name: tr(home, "form.close", { title }) }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  });

  // The header button sits in the menu on phones, where the menu's own keyboard test covers it.
  test("works by keyboard alone: focus in, trapped, Escape returns it", { tag: "@desktop" }, async ({ page }) => {
    const home = sitePage("index.mdx").route;
    const title = tr(home, "header.contact");
    await page.goto(home);
    await waitForHydration(page);
    const contact = page.getByRole("banner").getByRole("button", { name: title, exact: true });
    await contact.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog.getByRole("button", { name: tr(home, "form.close", { title }) })).toBeFocused();
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press(i % 3 === 2 ? "Shift+Tab" : "Tab");
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")));
      expect(inside).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(contact).toBeFocused();
  });
});

test.describe("unknown routes", () => {
  // What each language's not-found page says and offers (its heading, home, help, search and phone, noindex, the
  // site's header and footer) is checked in the built files (__tests__/built/languages.test.ts, pages.test.ts, search.test.ts);
  // here, that the server answers an unknown address with it, and with status 404.
  test("answer 404 with the not-found page", async ({ page }) => {
    const home = sitePage("index.mdx").route;
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr(home, "notFound.title"));
  });
});
