import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { parse, type HTMLElement } from "node-html-parser";
import { fileOfAddress, pageAddress, routeOfHtml, SITE_FILES } from "../../src/routes";

/** The build these tests read: `npm test` builds it first (see scripts/test.mjs). */
// Beside this file's checkout (in the launch-day Jest project, the launch-day copy), whatever the working directory.
export const PUBLIC = resolve(__dirname, "../../public");

if (!existsSync(join(PUBLIC, "index.html"))) throw new Error(`No built site in ${PUBLIC}: run npm run build first.`);

/** Every HTML page of the build with its route (Gatsby's own data and the 404 copy under /404/ left out). */
export const PAGES: { route: string; file: string }[] = readdirSync(PUBLIC, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".html") && !name.startsWith(`page-data${sep}`) && !name.startsWith(`_gatsby${sep}`))
  .filter((name) => !/(^|[/\\])404[/\\]index\.html$/.test(name))
  .map((name) => ({
    file: join(PUBLIC, name),
    // A 404 page copied to 404.html is the page of /404 (its folder copy is left out above).
    route: routeOfHtml(name).replace(/\.html$/, ""),
  }))
  .sort((a, b) => a.route.localeCompare(b.route));

/** The visitors' pages: every page but the editor's. */
export const SITE_PAGES = PAGES.filter((p) => !p.route.startsWith("/admin"));

const parsed = new Map<string, HTMLElement>();
/** A built page's markup, parsed once. */
export function page(file: string): HTMLElement {
  if (!parsed.has(file)) parsed.set(file, parse(readFileSync(file, "utf8"), { comment: false }));
  return parsed.get(file)!;
}

/**
 * The built file that answers an address with 200 and no redirect on both hosts (fileOfAddress), or undefined: where
 * a host would redirect (/awareness, /awareness/index.html) or nothing is there. Every link, canonical, hreflang,
 * sitemap and feed address is held to it, so a test fails on an address that would redirect.
 */
export function fileAt(address: string): string | undefined {
  const path = fileOfAddress(address);
  const file = path && join(PUBLIC, path);
  return file && existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/** The built file of a route: the one its address answers. */
export const fileFor = (route: string): string | undefined => fileAt(pageAddress(route));

/**
 * The sitemap's text as one: the file robots.txt names, or past the protocol's limit, every part its index names
 * (each <loc> read as a path under public/), in order.
 */
export function sitemapText(route: string = SITE_FILES.sitemap): string {
  const xml = readFileSync(join(PUBLIC, route), "utf8");
  if (!/<sitemapindex[\s>]/.test(xml)) return xml;
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => sitemapText(new URL(m[1]).pathname)).join("");
}
