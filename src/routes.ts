import slugify from "@sindresorhus/slugify";
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale } from "./languages";

/**
 * Every route rule and every absolute address of the site, in one place: a page's, a story's, the listings'
 * and tags', a page's twin in the other language, the 404s, the feeds and calendars, the files the build
 * writes beside the pages, and the canonical and share links. Everything else asks this module; nothing
 * joins a route or an address by hand.
 */

// ---- Languages: a Spanish page's route is "/es" and its English twin's route (/awareness and /es/awareness; / and /es).

const OTHER = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** The language of a route: "es" for /es and /es/…, else English. */
export function localeOf(route: string): Locale {
  return OTHER.find((l) => route === LOCALE_INFO[l].prefix || route.startsWith(`${LOCALE_INFO[l].prefix}/`)) ?? DEFAULT_LOCALE;
}

/** A route without its language prefix: /es/awareness and /awareness are both /awareness; /es is /. */
export function englishRoute(route: string): string {
  const prefix = LOCALE_INFO[localeOf(route)].prefix;
  return route.slice(prefix.length) || "/";
}

/**
 * An English route (with any #anchor) as it is in a language: /donate#ways-to-give is
 * /es/donate#ways-to-give; / is /es. Anchors alone ("#top") stay as they are.
 */
export function localize(route: string, locale: Locale): string {
  if (!route.startsWith("/")) return route;
  const prefix = LOCALE_INFO[locale].prefix;
  if (!prefix) return route;
  return route === "/" ? prefix : route.startsWith("/#") ? `${prefix}${route.slice(1)}` : `${prefix}${route}`;
}

/** The same page in another language (its route by the rule; whether it exists is the caller's to know). */
export const counterpart = (route: string, locale: Locale): string => localize(englishRoute(route), locale);

/** A language's home page: /, /es. */
export const homeRoute = (locale: Locale) => localize("/", locale);

/** A language's page for an unknown address: /404, /es/404 (src/pages/). */
export const notFoundRoute = (locale: Locale) => localize("/404", locale);

/** True for a 404 page's route in any language (/404, /es/404, /404.html): never in the sitemap or the search. */
export const isNotFoundRoute = (route: string) => englishRoute(route).startsWith("/404");

// ---- Pages: a page's route is its frontmatter `slug`, a pattern in which `{founder}` stands for the founder's name.

/**
 * slugify, once per text: a tag's route is asked for by every card that shows the tag (tens of thousands of times
 * at 1,000 stories), and each call of slugify builds its regular expressions again (2 s of a build's page contexts).
 */
const slugs = new Map<string, string>();
function slug(text: string): string {
  let ascii = slugs.get(text);
  if (ascii === undefined) slugs.set(text, (ascii = slugify(text)));
  return ascii;
}

/** What the route rules read of the settings: the founder's first name. */
export type FounderSettings = { founder: { firstName: string } };

/**
 * The founder's route, `/about-<name>` in lower-case ASCII (José: /about-jose), by the transliterating
 * slugger Gatsby's own page creator uses. Throws, naming the setting, when the name has no Latin spelling.
 */
export function founderRoute(s: FounderSettings): string {
  const name = slug(s.founder.firstName);
  if (!name)
    throw new Error(
      `content/settings.json: "founder.firstName" is "${s.founder.firstName}", which has no spelling in Latin letters for its route.`,
    );
  return `/about-${name}`;
}

/** A page's route: its frontmatter's route pattern with `{founder}` filled in as the founder's route spells it. */
export const pageRoute = (pattern: string, s: FounderSettings): string =>
  pattern.includes("{founder}") ? pattern.replace(/\{founder\}/g, founderRoute(s).slice("/about-".length)) : pattern;

// ---- Stories: /stories/<file name>, the listing's numbered pages, the tags' listings, an event's calendar, the feed.

/** The story listing's first page, in English. */
export const STORIES_PATH = "/stories";
/** The feed of the newest stories, in English. */
export const FEED_PATH = "/rss.xml";

/** A story's route: /stories/<file name>, under its language's prefix. */
export const storyRoute = (name: string, locale: Locale): string => localize(`${STORIES_PATH}/${name}`, locale);
/** A language's story listing: /stories, /es/stories. */
export const storiesRoute = (locale: Locale) => localize(STORIES_PATH, locale);
/** A tag's listing: /stories/tag/<tag as ASCII>, under the language's prefix. */
export const tagRoute = (tag: string, locale: Locale = DEFAULT_LOCALE) => localize(`${STORIES_PATH}/tag/${slug(tag)}`, locale);
/** Page n of a listing: the first is the listing's own route, the next ones /2, /3, … */
export const listingPageRoute = (base: string, n: number) => (n === 1 ? base : `${base}/${n}`);
/** The .ics file beside an event's page. */
export const icsRoute = (story: { route: string }) => `${story.route}.ics`;
/** A language's feed: /rss.xml, /es/rss.xml. */
export const feedRoute = (locale: Locale) => localize(FEED_PATH, locale);

// ---- The built files: which route a page file under public/ answers, and the site's own files.

/**
 * The address a built HTML file is served at, from its path under public/: a folder's index.html answers the
 * folder ("es/awareness/index.html" is /es/awareness, "index.html" is /), any other file its own name (/404.html).
 */
export function routeOfHtml(file: string): string {
  const rel = `/${file.split("\\").join("/").replace(/^\//, "")}`;
  return rel.replace(/\/?index\.html$/, "") || "/";
}

/** The site's icons: the drawing (static/icon.svg) and the PNGs the build renders from it, each with its size. */
export const ICONS = {
  svg: { route: "/icon.svg" },
  favicon: { route: "/favicon-32.png", size: 32 },
  appleTouch: { route: "/apple-touch-icon.png", size: 180 },
  small: { route: "/icon-192.png", size: 192 },
  large: { route: "/icon-512.png", size: 512 },
} as const;

/** The files the build writes beside the pages, by what they are. */
export const SITE_FILES = {
  /** The sitemap, or past the protocol's limit the sitemap index of its parts (sitemapPartRoute); robots.txt names it. */
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  manifest: "/manifest.webmanifest",
  icon: ICONS.large.route,
  /** The share picture every page offers (1200 x 630), from static/. */
  shareImage: "/og-image.png",
  /** The host's own files (Cloudflare Pages and Netlify read both): response headers, and the 404 pages' rules. */
  headers: "/_headers",
  redirects: "/_redirects",
} as const;

/** A host rule's pattern for every address on the site. */
export const EVERY_ADDRESS = "/*";

/** A route with a section of its page to open at ("/donate#ways-to-give"). */
export const anchoredRoute = (route: string, anchor: string) => `${route}#${anchor}`;

/** The content editor (Decap CMS, src/pipeline/editor-bundle.ts): its folder, kept out of the visitors' site. */
export const ADMIN_ROUTE = "/admin";

/**
 * The editor's sign-in, the one place the site runs code on Cloudflare Workers (src/worker/sign-in.ts; wrangler.jsonc
 * runs it for everything under /api/): Decap opens the first, GitHub sends the writer back to the second.
 */
export const SIGN_IN_ROUTES = { auth: "/api/auth", callback: "/api/callback" } as const;

/** Where the build writes the search index and Pagefind's scripts (src/pipeline/post-build/search-index.ts). */
export const SEARCH_BUNDLE_ROUTE = "/pagefind";
/** The one Pagefind script the site's <Search /> loads. */
export const SEARCH_SCRIPT = `${SEARCH_BUNDLE_ROUTE}/pagefind.js`;

/** The files Gatsby names by their content (its scripts, and static/ where it copies imported files): never changed in place. */
export const HASHED_FILES = ["/static/*", "/*.js"];

/** Part n (from 1) of a sitemap too large for one file, listed by the sitemap index at SITE_FILES.sitemap. */
export const sitemapPartRoute = (n: number) => SITE_FILES.sitemap.replace(/\.xml$/, `-${n}.xml`);

// ---- Addresses: the form a route is linked and served at, then the absolute address from the settings.

/** True when a path's last segment names a file (rss.xml, an event's .ics), not a page's folder. */
const namesAFile = (path: string) => /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf("/") + 1));

/**
 * The address a route is served at, with no redirect, by both hosts we deploy to: a page's route with a trailing slash
 * (/awareness/), because Cloudflare Pages and Netlify answer a folder's index.html at its slash form and redirect the
 * other (308 and 301: docs/deploy.md); the home page (/) and a file (/rss.xml, an event's .ics) as they are. Any
 * ?query or #anchor is kept after it (/donate/#ways-to-give). Gatsby writes its own links the same way
 * (gatsby-config's trailingSlash: "always"); every address we write ourselves passes through here.
 */
export function pageAddress(route: string): string {
  if (!route.startsWith("/")) return route;
  const cut = route.search(/[?#]/);
  const path = cut === -1 ? route : route.slice(0, cut);
  const rest = cut === -1 ? "" : route.slice(cut);
  return `${path.endsWith("/") || namesAFile(path) ? path : `${path}/`}${rest}`;
}

/** The route an address names: the address without its trailing slash (/awareness/ and /awareness are /awareness). */
export const routeOfAddress = (address: string): string => address.replace(/(.)\/(?=$|[?#])/, "$1");

/**
 * The file under public/ that answers an address with 200 and no redirect, as both hosts resolve it: a slash
 * address its folder's index.html, any other address the file it names. undefined where a host would redirect
 * (/awareness, /awareness/index.html, /rss.xml/) or nothing is there: the built-file tests hold every link to this.
 */
export function fileOfAddress(address: string): string | undefined {
  const path = decodeURIComponent(address.split(/[?#]/, 1)[0]);
  if (path.endsWith("/")) return `${path}index.html`;
  return namesAFile(path) && !path.endsWith(".html") ? path : undefined;
}

/** A route's absolute address on the site (its canonical address): the settings' siteUrl and the route's address. */
export const absoluteUrl = (route: string, siteUrl: string): string => `${siteUrl}${pageAddress(route)}`;

/**
 * A page's hreflang alternates: itself and its twin, each under its language, and x-default (the
 * English) for a reader of neither. None for a page without a twin: an alternate must be reciprocal.
 * The page's head and the sitemap both write these.
 */
export function alternates(route: string, twin: string | undefined, siteUrl: string): { hrefLang: string; href: string }[] {
  if (!twin) return [];
  const routes = { [localeOf(route)]: route, [localeOf(twin)]: twin } as Record<Locale, string>;
  return [
    ...LOCALES.map((locale) => ({ hrefLang: locale, href: absoluteUrl(routes[locale], siteUrl) })),
    { hrefLang: "x-default", href: absoluteUrl(routes[DEFAULT_LOCALE], siteUrl) },
  ];
}

/** Plain share addresses for a page's absolute address: no network's script runs on our site. */
export function shareLinks(url: string, title: string, email = "e-mail") {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: "X", href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { network: email, href: `mailto:?subject=${t}&body=${u}` },
  ];
}
