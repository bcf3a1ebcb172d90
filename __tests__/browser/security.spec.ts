import { join } from "node:path";
import { localize } from "../../src/routes";
import { serve } from "../../scripts/serve.mjs";
import { fakeGitHub } from "../setup/fake-github.mjs";
import { STORIES_PATH } from "../../src/routes";
import { ROUTES } from "../setup/content";
import { expectNoAxeViolations } from "./axe";
import { expect, formHost, formOpeners, pathOf, settings, test, tr, waitForHydration, waysToGive } from "./fixtures";

const EXPECTED = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
};

// Caching (hashed files immutable, pages and their data revalidated) is checked without a browser: the rules and the
// file's path matching in __tests__/unit/headers.test.ts, the files each built page names in __tests__/built/pages.test.ts,
// and that Cloudflare's engine sends what public/_headers says in __tests__/browser/host.spec.ts.
test.describe("response headers", { tag: "@settings" }, () => {
  const extra = [STORIES_PATH, "/no-such-page"].flatMap((path) => [path, localize(path, "es")]).map((path) => ({ path }));
  for (const page of [...ROUTES, ...extra]) {
    test(`${page.path} is sent with the security headers and a strict CSP naming only our hosts`, async ({ request }) => {
      const route = pathOf(page);
      const response = await request.get(route);
      const headers = response.headers();
      for (const [name, value] of Object.entries(EXPECTED)) expect(headers[name], `${route} ${name}`).toBe(value);
      expect(headers["permissions-policy"]).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
      const csp = new Map(
        headers["content-security-policy"]
          .split(";")
          .map((d) => d.trim().split(/\s+/))
          .map(([k, ...v]) => [k, v]),
      );
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
      expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
      expect(csp.get("frame-src")).toEqual([`https://${formHost()}`]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      const hosts = [...csp.values()]
        .flat()
        .filter((v) => /^https?:/.test(v))
        .map((v) => new URL(v).host);
      expect(new Set(hosts)).toEqual(
        new Set([settings.forms.hostedFormUrl, settings.forms.embedScriptUrl, settings.newsletter.action].map((url) => new URL(url).host)),
      );
      expect(csp.get("form-action")).toEqual(["'self'", new URL(settings.newsletter.action).origin]);
    });
  }
});

test.describe("under the CSP", () => {
  test("every kind of form dialog opens with the vendor's frame and script, without a CSP violation, and axe finds nothing in it", async ({
    page,
    cspViolations,
  }) => {
    for (const { path, label, inHeader } of Object.values(formOpeners())) {
      await page.goto(path);
      await waitForHydration(page);
      const opener = page.getByRole(inHeader ? "banner" : "main").getByRole("button", { name: label, exact: true });
      if (!(await opener.first().isVisible())) await page.getByRole("button", { name: tr(path, "nav.menu") }).click();
      await opener.first().click();
      const dialog = page.getByRole("dialog");
      await expect(page.frameLocator("dialog iframe").getByRole("button", { name: "Send" })).toBeVisible();
      await expect.poll(() => page.evaluate(() => (window as unknown as { __vendorEmbedRuns?: number }).__vendorEmbedRuns ?? 0)).toBe(1);
      // The dialog as a reader meets it, the vendor's form in its frame (the dialog's markup is the same at every width).
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      expect(await cspViolations(), path).toEqual([]);
    }
  });

  test("the mobile menu and in-page anchors still work", async ({ page, cspViolations }) => {
    const ways = waysToGive();
    const path = ways.path;
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole("button", { name: tr(path, "nav.menu") }).click();
    await expect(
      page.getByRole("navigation", { name: tr(path, "nav.main") }).getByRole("link", { name: tr(path, "nav.advocacy"), exact: true }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("main").getByRole("link", { name: ways.button, exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: ways.title, exact: true })).toBeInViewport();
    expect(await cspViolations()).toEqual([]);
  });
});

test.describe("the content editor at /admin", () => {
  test("runs under the site's own server with its policy alone, while the site's policy stays as strict", async ({ page, request }) => {
    const site = (await request.get("/")).headers()["content-security-policy"];
    const response = await request.get("/admin/");
    expect(response.status()).toBe(200);
    const policy = response.headers()["content-security-policy"];
    // One policy (two would be joined by a comma), not the site's, and the site's still refuses eval.
    expect(policy).not.toContain(",");
    expect(policy).not.toBe(site);
    expect(policy).toMatch(/script-src [^;]*'unsafe-eval'/);
    expect(site).not.toContain("'unsafe-eval'");
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");

    const violations: string[] = [];
    await page.exposeFunction("__reportViolation", (v: string) => violations.push(v));
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { __reportViolation: (v: string) => void }).__reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
      ),
    );
    await page.goto("/admin/");
    // Decap has started, checked its configuration (ajv compiles code: eval) and offers the sign-in.
    await expect(page.getByRole("button", { name: /login/i })).toBeVisible({ timeout: 20_000 });
    expect(violations).toEqual([]);
  });
});

test.describe("the editor's sign-in on Cloudflare Workers", () => {
  test("a writer signs in through the site's own Worker: the editor's window, GitHub's page and back, signed in", async ({
    page,
    context,
  }) => {
    // The built site with its Worker given a GitHub app and GitHub's address pointed at a stand-in (GitHub is out of
    // reach here); the editor's calls to GitHub's API are answered by the test.
    const github = await fakeGitHub();
    const site = await serve(join(__dirname, "../../public"), 0, { vars: github.vars });
    try {
      const asked: string[] = [];
      await context.route("https://api.github.com/**", (route) => {
        const { pathname } = new URL(route.request().url());
        asked.push(pathname);
        if (!(route.request().headers().authorization ?? "").endsWith(github.token))
          return route.fulfill({ status: 401, json: { message: "Bad credentials" } });
        if (pathname === "/user") return route.fulfill({ json: { login: "writer", name: "A Writer", avatar_url: "" } });
        const repo = /^\/repos\/([^/]+)\/([^/]+)$/.exec(pathname);
        if (repo)
          return route.fulfill({
            json: {
              name: repo[2],
              owner: { login: repo[1] },
              permissions: { admin: false, push: true, pull: true },
              default_branch: "main",
            },
          });
        return route.fulfill({ status: 404, json: { message: "Not Found" } });
      });
      await page.goto(`${site.origin}/admin/`);
      const opened = page.waitForEvent("popup");
      await page.getByRole("button", { name: /login/i }).click({ timeout: 20_000 });
      const popup = await opened;
      // The Worker sent the window to GitHub's authorize page; the writer authorizes there.
      await expect(popup).toHaveURL(new RegExp(`^${github.origin}/login/oauth/authorize\\?`));
      const closed = popup.waitForEvent("close");
      await popup.getByRole("link", { name: "Authorize" }).click();
      // The editor takes the token from the window it opened, closes it, and asks GitHub who signed in.
      await closed;
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("decap-cms-user") ?? "null")?.token), { timeout: 20_000 })
        .toBe(github.token);
      await expect(page.getByRole("button", { name: /login/i })).toHaveCount(0);
      expect(asked).toContain("/user");
      expect(github.exchanges.map((exchange) => exchange.code)).toEqual([github.goodCode]);
    } finally {
      await site.close();
      await github.close();
    }
  });
});
