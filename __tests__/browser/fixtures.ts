import { test as base, expect, type Page, type Route } from "@playwright/test";
import settings from "../../content/settings.json";

export { expect, settings };

export const FORM_HOST = new URL(settings.forms.hostedFormUrl).host;

/** How the tests answer the third-party hosts this machine cannot reach. */
export type VendorMode = "up" | "down" | "slow";

const isLocal = (url: string) => ["localhost", "127.0.0.1"].includes(new URL(url).hostname);

/** A stand-in for the vendor's hosted form page and embed script. */
async function answerVendor(route: Route, mode: VendorMode) {
  if (mode === "down") return route.abort("connectionrefused");
  if (mode === "slow") await new Promise((resolve) => setTimeout(resolve, 4_000));
  const url = route.request().url();
  if (url.endsWith(".js")) {
    return route.fulfill({ contentType: "text/javascript", body: "window.__vendorEmbedRuns = (window.__vendorEmbedRuns || 0) + 1;" });
  }
  return route.fulfill({
    contentType: "text/html",
    body: `<!doctype html><html lang="en"><title>Form</title><body style="background:#fff"><form><label>Name <input name="name"></label><button>Send</button></form></body></html>`,
  });
}

type Fixtures = {
  /** Set per test with test.use({ vendor: "down" }). */
  vendor: VendorMode;
  /** Every request the page made to another host, in order. */
  thirdParty: string[];
  /** Console errors and warnings and uncaught exceptions on the page. */
  consoleProblems: string[];
};

export const test = base.extend<Fixtures>({
  vendor: ["up", { option: true }],
  // Automatic: no test ever reaches the real internet, and every test can read what was asked of it.
  thirdParty: [
    async ({ page, vendor }, use) => {
      const seen: string[] = [];
      await page.route(
        (url) => !isLocal(url.href),
        (route) => {
          seen.push(route.request().url());
          if (new URL(route.request().url()).host === FORM_HOST) return answerVendor(route, vendor);
          return route.abort("blockedbyclient");
        },
      );
      await use(seen);
    },
    { auto: true },
  ],
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" || msg.type() === "warning") problems.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});

/** Waits until React has taken over the page (form openers become buttons). */
export async function waitForHydration(page: Page) {
  await expect(page.locator("header button", { hasText: "Contact Us" }).first()).toBeAttached();
}
