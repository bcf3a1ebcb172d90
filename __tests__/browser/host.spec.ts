import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Header } from "@netlify/headers-parser";
import type { APIResponse } from "@playwright/test";
import { LOCALES } from "../../src/languages";
import { localize, pageAddress, routeOfAddress, SITE_FILES } from "../../src/routes";
import { headersFor, parseHeadersFile } from "../../scripts/headers-file.mjs";
import { routesOf, serve } from "../../scripts/serve.mjs";
import { contentOf } from "../setup/content";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * The build as Cloudflare's own engine serves it (wrangler dev under wrangler.jsonc, workerd: scripts/serve.mjs),
 * address by address: what a visitor, a search engine and a share link reach, with no redirect, and the headers each
 * is sent. Whatever the engine answers is held to what src/deploy/headers.ts decided (public/_headers, matched as the
 * header rules say); Cloudflare Pages' engine must answer the same, and Netlify's own parsers read the same files at
 * the end of this file.
 */
const PUBLIC = join(__dirname, "../../public");
/** Every address in the sitemap (or in the parts its index names), as a path. */
const ADDRESSES: string[] = routesOf(PUBLIC, SITE_FILES.sitemap);
/** The search pages' addresses: the pages whose MDX places the search. */
const SEARCH = new Set(
  contentOf()
    .pages.filter((page) => page.mdx.components.some((use) => use.name === "Search"))
    .map((page) => pageAddress(page.route)),
);
const RULES = parseHeadersFile(readFileSync(join(PUBLIC, "_headers"), "utf8"));
const noRedirect = { maxRedirects: 0 } as const;
/** A script and a picture the home page names, each by the hash of its content. */
const HOME = readFileSync(join(PUBLIC, "index.html"), "utf8");
const SCRIPT = HOME.match(/"(\/[\w-]+-[0-9a-f]{20}\.js)"/)![1];
const PICTURE = HOME.match(/(\/static\/[0-9a-f]+\/\w+\/[^" ]+\.webp)/)![1];

/** Every value of a header the response carries, however many times (Playwright joins repeats in headers()). */
const all = (response: APIResponse, name: string) =>
  response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === name.toLowerCase())
    .map((h) => h.value);

/** The headers public/_headers gives an address, each compared with the engine's single value. */
function expectDecidedHeaders(response: APIResponse, address: string) {
  for (const [name, value] of Object.entries(headersFor(RULES, address) as Record<string, string>))
    expect(all(response, name), `${address} ${name}`).toEqual([value]);
}

test.describe("the host's engine", () => {
  test("answers every sitemap address with 200, no redirect, and exactly the headers the build decided", async ({ request }) => {
    expect(ADDRESSES.length).toBeGreaterThan(0);
    for (const address of ADDRESSES) {
      expect(address, "a sitemap address is a page's address").toBe(pageAddress(routeOfAddress(address)));
      const response = await request.get(address, noRedirect);
      expect(response.status(), address).toBe(200);
      expect(all(response, "content-security-policy"), `${address}: one policy`).toHaveLength(1);
      expectDecidedHeaders(response, address);
    }
  });

  test("sends each page's other form once to its address, which then answers 200", async ({ request }) => {
    for (const address of ADDRESSES.filter((a) => a !== "/")) {
      const response = await request.get(routeOfAddress(address), noRedirect);
      expect([301, 307, 308], `${routeOfAddress(address)} redirects`).toContain(response.status());
      expect(new URL(response.headers().location, "http://x").pathname).toBe(address);
    }
  });

  test("answers unknown addresses 404 with the page of their language", async ({ request }) => {
    for (const locale of LOCALES)
      for (const address of [localize("/no-such-page/", locale), localize("/stories/no-such-story/", locale)]) {
        const response = await request.get(address, noRedirect);
        expect(response.status(), address).toBe(404);
        expect(await response.text()).toContain(`<html lang="${locale}"`);
        expect(all(response, "content-security-policy"), `${address}: one policy`).toHaveLength(1);
      }
  });

  test("gives the editor its own policy, and WebAssembly only to the search pages and Pagefind's files", async ({ request }) => {
    const admin = await request.get("/admin/", noRedirect);
    expect(admin.status()).toBe(200);
    const [editorPolicy] = all(admin, "content-security-policy");
    expect(all(admin, "content-security-policy")).toHaveLength(1);
    expect(editorPolicy).toContain("'unsafe-eval'");
    expect(all(admin, "x-robots-tag")).toEqual(["noindex, nofollow"]);
    expectDecidedHeaders(admin, "/admin/");
    for (const file of ["/pagefind/pagefind.js", "/pagefind/pagefind-entry.json"]) {
      const response = await request.get(file, noRedirect);
      expect(response.status(), file).toBe(200);
      expect(all(response, "content-security-policy")).toHaveLength(1);
      expect(all(response, "content-security-policy")[0]).toContain("'wasm-unsafe-eval'");
      expectDecidedHeaders(response, file);
    }
    expect(SEARCH.size).toBe(LOCALES.length);
    for (const address of ADDRESSES) {
      const policy = all(await request.get(address, noRedirect), "content-security-policy")[0];
      expect(policy, address).not.toContain("'unsafe-eval'");
      expect(policy.includes("'wasm-unsafe-eval'"), address).toBe(SEARCH.has(address));
    }
  });

  test("keeps the files named by their content for a year and revalidates the pages", async ({ request }) => {
    for (const file of [SCRIPT, PICTURE]) {
      const response = await request.get(file, noRedirect);
      expect(response.status(), file).toBe(200);
      expect(all(response, "cache-control")).toEqual(["public, max-age=31536000, immutable"]);
    }
    expect(all(await request.get("/", noRedirect), "cache-control")).toEqual(["public, max-age=0, must-revalidate"]);
    expect(all(await request.get("/page-data/app-data.json", noRedirect), "cache-control")).toEqual(["public, max-age=0, must-revalidate"]);
  });

  test("leaves the address as the visitor reached it once the page has hydrated", async ({ page }) => {
    for (const address of [ADDRESSES.find((a) => a !== "/")!, ADDRESSES.find((a) => a.startsWith(localize("/stories/", "es")))].filter(
      Boolean,
    )) {
      await page.goto(address!);
      await waitForHydration(page);
      await expect.poll(() => new URL(page.url()).pathname).toBe(address);
    }
  });
});

test.describe("Cloudflare Pages' engine", () => {
  test("serves the same build as the Workers engine: every address, its other form, the 404s and the files, with the headers the build decided", async ({
    request,
  }) => {
    // `wrangler pages dev` over the same public/: an existing Pages site keeps working as the Workers one does. What
    // each engine adds of its own differs and is not compared: Pages' redirect is 308 where Workers' is 307, its ETags
    // are made otherwise, it adds Access-Control-Allow-Origin and sends its 404s no-store (docs/deploy.md).
    const pages = await serve(PUBLIC, 0, { engine: "pages" });
    try {
      const others = ADDRESSES.filter((a) => a !== "/").map(routeOfAddress);
      const missing = LOCALES.flatMap((locale) => [localize("/no-such-page/", locale), localize("/stories/no-such-story/", locale)]);
      const files = ["/admin/", "/pagefind/pagefind.js", "/page-data/app-data.json", SCRIPT, PICTURE];
      for (const address of [...ADDRESSES, ...others, ...missing, ...files]) {
        const [workers, onPages] = await Promise.all([request.get(address, noRedirect), request.get(pages.origin + address, noRedirect)]);
        const redirect = (status: number) => (status >= 300 && status < 400 ? "redirect" : status);
        expect(redirect(onPages.status()), address).toBe(redirect(workers.status()));
        expect(onPages.headers().location, `${address} is sent to the same address`).toBe(workers.headers().location);
        if (redirect(workers.status()) === "redirect") continue;
        expect(all(onPages, "content-security-policy"), `${address}: one policy, the same`).toEqual(
          all(workers, "content-security-policy"),
        );
        for (const name of Object.keys(headersFor(RULES, address) as Record<string, string>).filter(
          (n) => !(missing.includes(address) && n === "Cache-Control"),
        ))
          expect(all(onPages, name), `${address} ${name}`).toEqual(all(workers, name));
        expect((await onPages.body()).equals(await workers.body()), `${address}: the same bytes`).toBe(true);
      }
    } finally {
      await pages.close();
    }
  });
});

/**
 * Netlify serves no engine that runs here, but its own parsers do: @netlify/headers-parser and
 * @netlify/redirect-parser read public/_headers and _redirects as Netlify's build does, and a path gets the values
 * of every rule whose pattern (the parser's forRegExp) matches it, a later rule's value replacing an earlier one's
 * (netlify-cli's headersForPath, what `netlify dev` applies).
 */
test.describe("Netlify's parsers", () => {
  test("read _headers and _redirects without an error, and give every address the headers the build decided", async () => {
    const { parseAllHeaders } = await import("@netlify/headers-parser");
    const { parseAllRedirects } = await import("@netlify/redirect-parser");
    const headers = await parseAllHeaders({ headersFiles: [join(PUBLIC, "_headers")], configHeaders: [], minimal: false });
    expect(headers.errors).toEqual([]);
    expect(headers.headers.length).toBe(RULES.length);
    const redirects = await parseAllRedirects({ redirectsFiles: [join(PUBLIC, "_redirects")], configRedirects: [], minimal: false });
    expect(redirects.errors).toEqual([]);
    // Each language's unknown addresses get its own 404 page, with status 404, only where no file answers.
    for (const rule of redirects.redirects as { status: number; force: boolean; to: string }[]) {
      expect(rule.status).toBe(404);
      expect(rule.force).toBe(false);
      expect(readFileSync(join(PUBLIC, rule.to), "utf8")).toContain("<html");
    }
    const netlify = (address: string) =>
      Object.assign(
        {},
        ...(headers.headers as Header[]).filter((rule) => rule.forRegExp.test(address)).map((rule) => rule.values),
      ) as Record<string, string>;
    const files = ["/admin/", "/pagefind/pagefind.js", "/page-data/app-data.json", SCRIPT, PICTURE];
    for (const address of [...ADDRESSES, ...files]) expect(netlify(address), address).toEqual(headersFor(RULES, address));
  });
});
