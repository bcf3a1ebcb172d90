import { GET_HELP_PATH } from "../../src/constants";
import { expect, settings, test, waitForHydration } from "./fixtures";

test.describe("header", () => {
  test("is transparent at the top and solid black past 10 px of scroll", async ({ page, thirdParty }) => {
    await page.goto("/");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-solid", "false");
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo({ top: 11, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-solid", "true");
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(0, 0, 0)");
    expect(thirdParty).toEqual([]);
  });

  // The desktop nav is visible without the menu.
  test("marks the current page in the navigation", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/awareness");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Awareness" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  });
});

test.describe("Contact Us dialog", { tag: "@settings" }, () => {
  test("opens by mouse, shows the contact form at 652 px and closes on the backdrop", async ({ page, thirdParty }) => {
    await page.goto("/");
    await waitForHydration(page);
    expect(thirdParty).toEqual([]);
    const contact = page.getByRole("banner").getByRole("button", { name: "Contact Us" });
    if (!(await contact.isVisible())) await page.getByRole("button", { name: "Menu" }).click();
    await contact.click();
    const dialog = page.getByRole("dialog", { name: "Contact Us" });
    await expect(dialog).toBeVisible();
    const frame = dialog.locator("iframe");
    await expect(frame).toHaveAttribute("src", `${settings.forms.hostedFormUrl}${settings.forms.ids.contact}`);
    expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(652);
    await expect(page.frameLocator("iframe").getByRole("button", { name: "Send" })).toBeVisible();
    expect(thirdParty.some((u) => u === settings.forms.embedScriptUrl)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  });

  // The header button sits in the menu on phones, where the menu's own keyboard test covers it.
  test("works by keyboard alone: focus in, trapped, Escape returns it", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const contact = page.getByRole("banner").getByRole("button", { name: "Contact Us" });
    await contact.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Contact Us" });
    await expect(dialog.getByRole("button", { name: "Close Contact Us" })).toBeFocused();
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
  test("answer 404 with a plain page-not-found heading, the site's header and footer, and three ways on", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/page not found/i);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.locator('a[href="/"]')).toBeVisible();
    await expect(main.locator(`a[href="${GET_HELP_PATH}"]`)).toBeVisible();
    const tel = await main.locator('a[href^="tel:"]').getAttribute("href");
    expect(tel?.replace(/\D/g, "")).toBe(settings.contact.phone.replace(/\D/g, ""));
  });
});
