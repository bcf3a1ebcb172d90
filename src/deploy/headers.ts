import { createHash } from "crypto";
import { ADMIN_ROUTE, EVERY_ADDRESS, HASHED_FILES, pageAddress, SEARCH_BUNDLE_ROUTE } from "../routes";
import { EVERY_RESPONSE, ONE_YEAR, policy } from "./every-response";

/**
 * The response headers the CDN sends, in one place. gatsby-node writes them into public/_headers
 * (the format Netlify and Cloudflare Pages read) and scripts/serve.mjs applies that same file,
 * so the browser tests see exactly what production sends.
 */
export type HeaderRule = {
  path: string;
  /**
   * Headers an earlier, broader rule set that this rule removes before adding its own ("! Name" lines,
   * Cloudflare Pages' syntax). Netlify skips a line without a colon and lets the later rule's value win,
   * so on both hosts the path ends up with this rule's value alone.
   */
  detach?: string[];
  headers: Record<string, string>;
};

export type HeaderInputs = {
  /** sha256 sources ('sha256-…') of every inline script in the built HTML. */
  scriptHashes: string[];
  /** Origins of the form vendor, from the settings: its hosted form page (framed) and its embed script. */
  formVendor: { frameOrigin: string; scriptOrigin: string };
  /** Origin of the newsletter service the footer's sign-up form posts to, from the settings. */
  newsletterOrigin: string;
  /** Routes of the search pages (the pages whose MDX shows <Search />), e.g. "/search", "/es/search". */
  searchPaths: string[];
  /** The content editor's sign-in (OAuth) origin, when it is not the host's own; see adminContentSecurityPolicy. */
  adminAuthOrigin?: string;
  /** A preview build (a sample remains): every address asks search engines not to index it. */
  preview?: boolean;
};

/** The content editor's folder and everything in it (src/routes.ts), kept out of the visitors' site. */
const ADMIN_PATHS = [ADMIN_ROUTE, `${ADMIN_ROUTE}/*`];

const IMMUTABLE = `public, max-age=${ONE_YEAR}, immutable`;
const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * The Content-Security-Policy: ours, plus the form vendor for its frame and embed script. `wasm` adds
 * 'wasm-unsafe-eval' (compiling WebAssembly, nothing else) for the search pages, whose index runs in it.
 */
export function contentSecurityPolicy(
  { scriptHashes, formVendor, newsletterOrigin }: Pick<HeaderInputs, "scriptHashes" | "formVendor" | "newsletterOrigin">,
  { wasm = false }: { wasm?: boolean } = {},
): string {
  const { frameOrigin, scriptOrigin } = formVendor;
  const vendors = [...new Set([frameOrigin, scriptOrigin])].sort();
  return policy([
    ["default-src", ["'self'"]],
    [
      "script-src",
      ["'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...[...new Set(scriptHashes)].sort().map((h) => `'${h}'`), scriptOrigin],
    ],
    // styled-components writes <style> elements at run time and React writes style attributes.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...vendors]],
    // Only the hosted form is framed; the embed script may talk to either of the vendor's hosts.
    ["frame-src", [frameOrigin]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'", newsletterOrigin]],
    ["frame-ancestors", ["'none'"]],
    ["manifest-src", ["'self'"]],
    ["upgrade-insecure-requests", []],
  ]);
}

/**
 * The content editor's own policy, for /admin only. It needs what the site's policy refuses:
 * 'unsafe-eval' (Decap validates its configuration with ajv, which compiles code, and the preview
 * evaluates the page's MDX), the GitHub API and sign-in, and blob: images of uploads not yet saved.
 */
export function adminContentSecurityPolicy({ adminAuthOrigin }: Pick<HeaderInputs, "adminAuthOrigin">): string {
  return policy([
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", "https://api.github.com", ...(adminAuthOrigin ? [adminAuthOrigin] : [])]],
    ["frame-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ]);
}

/**
 * Every rule, most general first, one per pattern however many pages the site has: everything revalidates
 * (the pages, Gatsby's page data, the feeds) but for the files named by their content, whose rules replace
 * (detach) the caching; the search pages and the editor replace the site's policy on their paths, and the
 * search bundle keeps revalidating under /*.js (Pagefind names its scripts without a hash).
 */
export function headerRules(inputs: HeaderInputs): HeaderRule[] {
  return [
    {
      path: EVERY_ADDRESS,
      headers: {
        "Content-Security-Policy": contentSecurityPolicy(inputs),
        ...EVERY_RESPONSE,
        "Cross-Origin-Opener-Policy": "same-origin",
        // HTML and the data Gatsby fetches between pages must be checked on every visit.
        "Cache-Control": REVALIDATE,
        // A preview build (a sample remains) is kept out of search engines at every address.
        ...(inputs.preview && { "X-Robots-Tag": "noindex" }),
      },
    },
    // Gatsby names these files by the hash of their content (the editor's script too), so they never change.
    ...HASHED_FILES.map((path) => ({ path, detach: ["Cache-Control"], headers: { "Cache-Control": IMMUTABLE } })),
    // The search pages and the bundle they load (its worker gets the policy of its own response) may compile
    // WebAssembly; detaching first, so each is sent this one policy, never two (a second can only tighten).
    // Each search page by the address a visitor lands on (/search/): a rule for /search would match only its redirect.
    ...[...inputs.searchPaths.map(pageAddress), `${SEARCH_BUNDLE_ROUTE}/*`].map((path) => ({
      path,
      detach: ["Content-Security-Policy", ...(path.startsWith(SEARCH_BUNDLE_ROUTE) ? ["Cache-Control"] : [])],
      headers: {
        "Content-Security-Policy": contentSecurityPolicy(inputs, { wasm: true }),
        ...(path.startsWith(SEARCH_BUNDLE_ROUTE) ? { "Cache-Control": REVALIDATE } : {}),
      },
    })),
    // Last, and detaching the site's policy first: /admin gets the editor's policy instead of the
    // site's, not both, on Netlify (the later rule wins), Cloudflare Pages and npm start (detach).
    // Its sign-in opens a window that goes to GitHub (or Netlify) and back: with the site's "same-origin" that window
    // would lose its opener and could not hand the editor its token, so the editor allows the windows it opens.
    ...ADMIN_PATHS.map((path) => ({
      path,
      detach: ["Content-Security-Policy", "Cross-Origin-Opener-Policy", ...(inputs.preview ? ["X-Robots-Tag"] : [])],
      headers: {
        "Content-Security-Policy": adminContentSecurityPolicy(inputs),
        "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
        "X-Robots-Tag": "noindex, nofollow",
      },
    })),
  ];
}

/** Writes rules in the _headers format: a path line, then indented "Name: value" lines. */
export const toHeadersFile = (rules: HeaderRule[]): string =>
  rules
    .map((rule) =>
      [
        rule.path,
        ...(rule.detach ?? []).map((name) => `  ! ${name}`),
        ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
      ].join("\n"),
    )
    .join("\n\n") + "\n";

/** The executable inline scripts of an HTML page (not src= scripts, not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = attributes.match(/\btype\s*=\s*["']?([^"'\s>]+)/i)?.[1]?.toLowerCase();
    if (type && !["module", "text/javascript", "application/javascript"].includes(type)) continue;
    if (body.length > 0) scripts.push(body);
  }
  return scripts;
}

/** The CSP source for one inline script's exact text. */
export const scriptHash = (body: string): string => `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`;

/** Inline scripts of a page whose hash the policy does not allow; an empty list means the page is covered. */
export function scriptsMissingFromPolicy(html: string, policy: string): string[] {
  const scriptSrc =
    policy
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src ")) ?? "";
  return inlineScripts(html).filter((body) => !scriptSrc.includes(`'${scriptHash(body)}'`));
}
