/**
 * @jest-environment node
 *
 * Facts about the built files, read in Node over public/ after the build (no browser): valid HTML to
 * the W3C's checker and to html-validate, links and anchors that resolve, assets that exist, the head
 * each page needs, and the CSP's hashes for every inline script. One test per page and check.
 */
import { execFile } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { promisify } from "node:util";
import { HtmlValidate, StaticConfigLoader } from "html-validate";
import { checkText } from "../../src/content-checks/words";
import { scriptsMissingFromPolicy } from "../../src/deploy/headers";
import { COMPILE_HINT, EMPTY_CHUNK_MAPPING, loaderSources } from "../../src/pipeline/post-build/script-loading";
import { SOURCE_MAPS } from "../../src/pipeline/post-build/source-maps";
import { headersFor, parseHeadersFile } from "../../scripts/headers-file.mjs";
import { settings } from "../../src/settings";
import { LOCALES } from "../../src/languages";
import { absoluteUrl, englishRoute, localeOf, localize, pageAddress } from "../../src/routes";
import { translate } from "../../src/i18n/strings";
import { contentOf, pageIn, ROUTES } from "../setup/content";
import { isPreview } from "../../src/content-checks/samples";
import { ADMIN_ROUTE, SITE_FILES, STORIES_PATH } from "../../src/routes";
import type { HTMLElement } from "node-html-parser";
import { fileAt, fileFor, PAGES, page, PUBLIC, SITE_PAGES, sitemapText } from "./site";

const VNU_JAR = require.resolve("vnu-jar/build/dist/vnu.jar");
/** Where the build keeps the scripts' source maps (src/pipeline/post-build/source-maps.ts): beside public/, in .cache/. */
const SOURCE_MAP_DIR = resolve(PUBLIC, "..", ".cache", SOURCE_MAPS);

type VnuMessage = { type: string; url: string; lastLine?: number; message: string; extract?: string };

/** The W3C Nu checker over every page at once (one Java start), its messages by file. */
let vnu: Promise<Map<string, string[]>>;
beforeAll(() => {
  vnu = promisify(execFile)(
    "java",
    // A short run: the quick compiler alone, one compiler thread and the serial collector took half the processor
    // time of the JVM's defaults (6.5 s for 13.6) for the same messages; that compiler's deeper stacks need -Xss.
    [
      "-XX:TieredStopAtLevel=1",
      "-XX:CICompilerCount=1",
      "-XX:+UseSerialGC",
      "-Xss16m",
      "-jar",
      VNU_JAR,
      "--errors-only",
      "--format",
      "json",
      "--exit-zero-always",
      ...PAGES.map((p) => p.file),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ).then(({ stdout, stderr }) => {
    const { messages } = JSON.parse(stdout || stderr) as { messages: VnuMessage[] };
    const byFile = new Map<string, string[]>();
    for (const m of messages) {
      const file = decodeURIComponent(m.url.replace(/^file:/, ""));
      byFile.set(file, [...(byFile.get(file) ?? []), `${m.type} line ${m.lastLine}: ${m.message} ${m.extract ?? ""}`.trim()]);
    }
    return byFile;
  });
  // A failed start (no Java) fails each page's check with its reason, not the whole file at load.
  vnu.catch(() => {});
}, 120_000);

// The repository's own settings, loaded here: its file-system loader imports them dynamically, which Jest's VM refuses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const htmlValidate = new HtmlValidate(new StaticConfigLoader(require("../../.htmlvalidate.cjs")));
// The host's rules, read once for every page.
const HEADER_RULES = parseHeadersFile(readFileSync(join(PUBLIC, "_headers"), "utf8"));
const policyFor = (route: string) => headersFor(HEADER_RULES, route)["Content-Security-Policy"] ?? "";

describe.each(PAGES)("$route", ({ route, file }) => {
  const html = readFileSync(file, "utf8");

  it("is valid HTML, its CSS included, to the W3C Nu checker", async () => {
    expect((await vnu).get(file) ?? []).toEqual([]);
  }, 120_000);

  it("is valid to html-validate (it also checks accessible names, duplicate ids and deprecated markup)", async () => {
    const report = await htmlValidate.validateString(html, file);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`))).toEqual([]);
  });

  it("allows each of its inline scripts by hash in the CSP it is served with", () => {
    expect(scriptsMissingFromPolicy(html, policyFor(route))).toEqual([]);
  });

  it("links only to pages, anchors and files that exist; new-tab links are safe", () => {
    const doc = page(file);
    const problems: string[] = [];
    for (const a of doc.querySelectorAll("a[href]")) {
      const href = a.getAttribute("href")!;
      if (a.getAttribute("target") === "_blank" && a.getAttribute("rel") !== "noopener noreferrer")
        problems.push(`unsafe new tab: ${href}`);
      if (!href.startsWith("/") && !href.startsWith("#")) continue;
      const url = new URL(href, `http://site${pageAddress(route)}`);
      const target = fileAt(url.pathname);
      if (!target) problems.push(`no page at ${href}`);
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (target && anchor && !page(target).querySelector(`[id="${anchor}"]`)) problems.push(`no anchor for ${href}`);
    }
    const assets = doc
      .querySelectorAll("img[src], script[src], link[href], source[srcset], img[srcset]")
      .flatMap((el) => [
        el.getAttribute("src") ?? el.getAttribute("href"),
        ...(el.getAttribute("srcset") ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/)[0]),
      ])
      .filter((url): url is string => Boolean(url) && url!.startsWith("/"));
    for (const asset of assets) if (!fileAt(new URL(asset, "http://site").pathname)) problems.push(`missing file ${asset}`);
    expect(problems).toEqual([]);
  });
});

const meta = (file: string, selector: string) => page(file).querySelector(`head meta[${selector}]`)?.getAttribute("content");
// Every page but the 404s (/404, /es/404), which are not in the sitemap and have no canonical address.
const CONTENT_PAGES = SITE_PAGES.filter((p) => !/(^|\/)404$/.test(p.route));

describe.each(CONTENT_PAGES)("$route head", ({ route, file }) => {
  it("states its language, title, description, canonical address and sharing tags before any JavaScript", () => {
    const doc = page(file);
    expect(doc.querySelector("html")?.getAttribute("lang")).toBe(localeOf(route));
    expect(doc.querySelector("head title")?.text.trim()).toBeTruthy();
    expect(meta(file, 'name="description"')?.length).toBeGreaterThan(40);
    expect(meta(file, 'property="og:title"')).toBeTruthy();
    expect(meta(file, 'property="og:description"')).toBeTruthy();
    // Stories share their own picture (stories.test.ts); every other page the site's.
    const en = englishRoute(route);
    if (!en.startsWith(`${STORIES_PATH}/`) || en.startsWith(`${STORIES_PATH}/tag/`) || /\/\d+$/.test(en))
      expect(meta(file, 'property="og:image"')).toBe(`${settings.siteUrl}/og-image.png`);
    expect(meta(file, 'name="twitter:card"')).toBe("summary_large_image");
    expect(doc.querySelector('head link[rel="canonical"]')?.getAttribute("href")).toBe(absoluteUrl(route, settings.siteUrl));
    // The canonical, hreflang and og:url addresses are answered by this very file, with no redirect on either host.
    const addresses = [
      ...doc.querySelectorAll('head link[rel="canonical"], head link[rel="alternate"][hreflang]').map((l) => l.getAttribute("href")!),
      meta(file, 'property="og:url"'),
    ].filter((href): href is string => Boolean(href));
    expect(addresses.length).toBeGreaterThan(0);
    for (const href of addresses) expect([href, fileAt(new URL(href).pathname) !== undefined]).toEqual([href, true]);
    expect(fileAt(new URL(absoluteUrl(route, settings.siteUrl)).pathname)).toBe(file);
  });
});

describe.each(SITE_PAGES)("$route structure", ({ route, file }) => {
  it("runs no script before its content: every script the browser would run comes after the page's last element of content", () => {
    // Scripts (not JSON-LD, which is data) may only follow the <main> and the footer: nothing runs while the first screen is drawn.
    const html = readFileSync(file, "utf8");
    const contentEnd = Math.max(html.lastIndexOf("</main>"), html.lastIndexOf("</footer>"));
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].filter((m) => !/type="application\/ld\+json"/.test(m[1]));
    expect(contentEnd).toBeGreaterThan(html.indexOf("<body"));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((m) => m.index! < contentEnd).map((m) => m[0])).toEqual([]);
  });

  it("has one h1, no skipped heading level, one header, main and footer, and the labelled main navigation", () => {
    const doc = page(file);
    const levels = doc.querySelectorAll("h1, h2, h3, h4, h5, h6").map((h) => Number(h.tagName[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels.filter((level, i) => i > 0 && level - levels[i - 1] > 1)).toEqual([]);
    const main = translate(localeOf(route), "nav.main");
    for (const landmark of ["header", "main", "footer", `nav[aria-label="${main}"]`])
      expect(doc.querySelectorAll(landmark)).toHaveLength(1);
  });

  it("shows no draft marker and none of the words its language's glossary avoids, whatever code or content wrote them", () => {
    const root = page(file);
    const body = root.querySelector("body")!.clone() as HTMLElement;
    for (const hidden of body.querySelectorAll("script, style, template, noscript")) hidden.remove();
    // Visible text and the text a visitor meets in attributes (alt text, labels, titles).
    const attributes = body
      .querySelectorAll("[alt], [aria-label], [title]")
      .flatMap((el) => ["alt", "aria-label", "title"].map((a) => el.getAttribute(a) ?? ""));
    const text = [root.querySelector("title")?.text ?? "", body.structuredText, ...attributes].join("\n");
    expect(checkText(route, text, localeOf(route))).toEqual([]);
  });

  it("gives every statistic card a source line, or, for a sample figure, only the note saying so", () => {
    const cards = page(file).querySelectorAll("[data-stat-card]");
    // As many cards as the MDX writes: a loop over none would check nothing.
    const entry = contentOf().entries.find((e) => e.route === route);
    expect(cards.length).toBe(entry?.mdx.components.filter((use) => use.name === "StatCard").length ?? 0);
    for (const card of cards) {
      if (card.querySelector('[data-sample="figure"]')) {
        expect(card.querySelector("[data-source]")).toBeNull();
        continue;
      }
      const label = translate(localeOf(route), "source.label");
      expect(card.querySelector("[data-source]")?.text.trim().startsWith(`${label} `)).toBe(true);
      expect(card.querySelector("[data-source]")?.text.trim()).toMatch(/\S\.$/);
    }
  });
});

describe("caching, as the host reads public/_headers", () => {
  // The rules themselves, and the file's matching of paths, are unit-tested (__tests__/unit/headers.test.ts); the
  // server sends what the file says (__tests__/server/serve.test.mjs). Here: the files this build names get them.
  const IMMUTABLE = "public, max-age=31536000, immutable";
  const REVALIDATE = "public, max-age=0, must-revalidate";
  const cache = (path: string) => headersFor(HEADER_RULES, path)["Cache-Control"];
  /** The site's own pictures a page names: every img and source address, from src and srcset. */
  const pictures = (doc: HTMLElement) =>
    doc
      .querySelectorAll("img[src], img[srcset], source[srcset]")
      .flatMap((el) => [el.getAttribute("src") ?? "", ...(el.getAttribute("srcset") ?? "").split(",").map((c) => c.trim().split(/\s+/)[0])])
      .filter((src) => src.startsWith("/") && !src.startsWith("//"));

  it.each(SITE_PAGES)(
    "$route is revalidated, its page data too, and every script and picture it names is immutable for a year",
    ({ route, file }) => {
      expect(cache(route)).toBe(REVALIDATE);
      // Gatsby's data for the page (the 404 pages' is written under another name).
      const pageData = `/page-data${route === "/" ? "/index" : route}/page-data.json`;
      if (!/(^|\/)404$/.test(route)) {
        expect(existsSync(join(PUBLIC, pageData))).toBe(true);
        expect(cache(pageData)).toBe(REVALIDATE);
      }
      const scripts = loaderSources(readFileSync(file, "utf8"));
      expect(scripts.length).toBeGreaterThan(0);
      const assets = [...scripts, ...pictures(page(file))];
      expect(assets.filter((asset) => cache(asset) !== IMMUTABLE)).toEqual([]);
    },
  );

  it("finds the site's pictures on its pages, so the check above has them to look at", () => {
    expect(SITE_PAGES.flatMap(({ file }) => pictures(page(file))).length).toBeGreaterThan(0);
  });
});

describe("the site as a whole", () => {
  const heads = CONTENT_PAGES.map(({ file }) => page(file));

  describe("the scripts", () => {
    // This build's script files (an incremental build leaves older ones beside them), and the ones every page starts with.
    const stats = JSON.parse(readFileSync(join(PUBLIC, "webpack.stats.json"), "utf8")) as { assetsByChunkName: Record<string, string[]> };
    const built = [...new Set(Object.values(stats.assetsByChunkName).flat())].filter((file) => file.endsWith(".js"));
    const first = new Set(SITE_PAGES.flatMap(({ file }) => loaderSources(readFileSync(file, "utf8"))));

    it("start with V8's compile hint, so each compiles on another core while it streams in", () => {
      expect(built.length).toBeGreaterThan(first.size);
      expect(built.filter((file) => !readFileSync(join(PUBLIC, file), "utf8").startsWith(`${COMPILE_HINT}\n`))).toEqual([]);
    });

    it("leave out Gatsby's chunk map, which nothing reads and which grew every page by a line per story", () => {
      const maps = SITE_PAGES.map(({ file }) => readFileSync(file, "utf8").match(/window\.___chunkMapping=[^;]*;/g) ?? []);
      expect(maps.flat().length).toBeGreaterThan(0);
      expect([...new Set(maps.flat())]).toEqual([EMPTY_CHUNK_MAPPING]);
    });

    it("that every page starts with hold neither the site's own code (src/) nor styled-components: those start in tasks of their own", () => {
      const ours = [...first].flatMap((src) =>
        (JSON.parse(readFileSync(join(SOURCE_MAP_DIR, `${src}.map`), "utf8")) as { sources: string[] }).sources.filter((source) =>
          /\/\.\/src\/|\/node_modules\/styled-components\//.test(source),
        ),
      );
      expect(first.size).toBeGreaterThan(0);
      expect(ours).toEqual([]);
    });
  });

  it("serves the editor's page, which loads the content's small script first, then the editor's own (over a megabyte)", () => {
    const admin = join(PUBLIC, ADMIN_ROUTE.slice(1));
    const scripts = [...readFileSync(join(admin, "index.html"), "utf8").matchAll(/<script src="([^"]+)"><\/script>/g)].map((m) => m[1]);
    expect(scripts).toEqual([expect.stringMatching(/\/content-[0-9a-f]+\.js$/), expect.stringMatching(/\/admin-[A-Z0-9]+\.js$/)]);
    const [content, editor] = scripts.map((src) => statSync(join(admin, basename(src))).size);
    expect(editor).toBeGreaterThan(1024 * 1024);
    // The content's script now also carries the English texts the translations were brought in step with (the
    // editor lists the English sentences changed since): still a small fraction of the code, which keeps its cache.
    expect(content).toBeLessThan(editor / 40);
  });

  it.each(LOCALES)("keeps the %s not-found page out of search results", (locale) => {
    expect(meta(fileFor(localize("/404", locale))!, 'name="robots"')).toBe("noindex");
  });

  // Within a language: the two home pages may both be titled by the organisation's name alone.
  it.each(LOCALES)("gives every %s page its own title and description", (locale) => {
    const mine = CONTENT_PAGES.filter((p) => localeOf(p.route) === locale).map(({ file }) => page(file));
    const titles = mine.map((doc) => doc.querySelector("head title")?.text);
    const descriptions = mine.map((doc) => doc.querySelector('head meta[name="description"]')?.getAttribute("content"));
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(titles).size).toBe(mine.length);
    expect(new Set(descriptions).size).toBe(mine.length);
  });

  it("builds every page the MDX names, each in the sitemap", () => {
    const sitemap = sitemapText();
    for (const { path } of ROUTES) {
      expect(fileFor(path)).toBeDefined();
      expect(sitemap).toContain(`<loc>${absoluteUrl(path, settings.siteUrl)}</loc>`);
    }
  });

  it("lists in the sitemap only pages that exist, and robots.txt points to it unless the build is a preview", () => {
    const locs = [...sitemapText().matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBe(heads.length);
    for (const loc of locs) expect(fileAt(new URL(loc).pathname)).toBeDefined();
    // A preview build (a sample remains) keeps every crawler out instead (honesty.test.ts).
    const robots = readFileSync(join(PUBLIC, "robots.txt"), "utf8");
    expect(robots.includes(`Sitemap: ${settings.siteUrl}${SITE_FILES.sitemap}`)).toBe(!isPreview(contentOf()));
  });

  it("describes the foundation in JSON-LD on the home page", () => {
    const home = pageIn(resolve(__dirname, "../.."), "index.mdx").route;
    const ld = JSON.parse(page(fileFor(home)!).querySelector('script[type="application/ld+json"]')!.text);
    expect(ld).toMatchObject({
      "@type": "NGO",
      nonprofitStatus: "Nonprofit501c3",
      foundingDate: String(settings.organisation.foundingYear),
    });
    expect(ld.address.addressLocality).toBe(settings.contact.address.city);
    expect(ld.sameAs).toEqual(settings.social.map((s) => s.url));
  });

  it("has a web manifest whose icons exist, linked from every page with the tab icons", () => {
    const manifest = JSON.parse(readFileSync(join(PUBLIC, "manifest.webmanifest"), "utf8"));
    for (const icon of manifest.icons) expect(fileFor(icon.src)).toBeDefined();
    for (const doc of heads) {
      for (const href of ["/icon.svg", "/favicon-32.png", "/apple-touch-icon.png", "/manifest.webmanifest"]) {
        expect(doc.querySelector(`head link[href="${href}"]`)).not.toBeNull();
        expect(fileFor(href)).toBeDefined();
      }
    }
  });

  it("shares a 1200 x 630 picture", () => {
    const png = readFileSync(join(PUBLIC, "og-image.png"));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
