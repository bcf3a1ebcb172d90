// The editor's sign-in, the only code the site runs on its host (Cloudflare Workers; wrangler.jsonc runs it for
// /api/* alone, every other address is a file). The editor (/admin/, Decap) opens /api/auth in a window; that sends
// the writer to GitHub with a fresh state, kept in a signed cookie; GitHub sends them back to /api/callback with a
// code, which is traded for a token and handed to the editor window in Decap's message format, to this site's
// origin only. The OAuth protocol is arctic's; what is ours is the state cookie, the message and the pages' words.
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { generateState, OAuth2Client } from "arctic";
import { parseCookie, stringifySetCookie } from "cookie";
import Negotiator from "negotiator";
import { EVERY_RESPONSE, policy } from "../deploy/every-response";
import { translate, type StringKey } from "../i18n/strings";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../languages";
import { SIGN_IN_ROUTES } from "../routes";

export interface Env {
  /** The GitHub OAuth app's client id and secret (Cloudflare: the Worker's secrets; docs/deploy.md). */
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** Where GitHub's sign-in pages are: https://github.com unless set (the tests set a stand-in of their own). */
  GITHUB_URL?: string;
}

const { auth: AUTH_PATH, callback: CALLBACK_PATH } = SIGN_IN_ROUTES;
/** The cookie that keeps a sign-in's state from /api/auth to /api/callback, sent back only there. */
const STATE_COOKIE = "editor_sign_in_state";
/** GitHub's OAuth pages; GITHUB_URL, where set, stands in for their origin. */
const GITHUB_AUTHORIZE = "https://github.com/login/oauth/authorize";
const GITHUB_TOKEN = "https://github.com/login/oauth/access_token";
/** What the editor's GitHub backend asks for when it does not say. */
const DEFAULT_SCOPE = "repo";
/** A sign-in not finished within ten minutes starts again. */
const STATE_LIFETIME = 600;

const encoder = new TextEncoder();
/** The key that signs the state cookie: derived from the client secret, so the site keeps no third secret. */
const signingKey = (secret: string) =>
  crypto.subtle.importKey("raw", encoder.encode(`editor sign-in state\u0000${secret}`), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);

/** The state and its signature, as the cookie keeps them: "state.signature". */
async function signedState(state: string, secret: string) {
  const signature = await crypto.subtle.sign("HMAC", await signingKey(secret), encoder.encode(state));
  return `${state}.${encodeBase64urlNoPadding(new Uint8Array(signature))}`;
}

/** The state the cookie holds, if its signature is this site's; undefined if it was changed or made elsewhere. */
async function stateOf(cookie: string, secret: string) {
  const dot = cookie.lastIndexOf(".");
  if (dot < 1) return undefined;
  const state = cookie.slice(0, dot);
  let signature: Uint8Array<ArrayBuffer>;
  try {
    // A copy in an ArrayBuffer of its own, as WebCrypto takes it.
    signature = new Uint8Array(decodeBase64urlIgnorePadding(cookie.slice(dot + 1)));
  } catch {
    return undefined;
  }
  const valid = await crypto.subtle.verify("HMAC", await signingKey(secret), signature, encoder.encode(state));
  return valid ? state : undefined;
}

const stateCookie = (value: string, maxAge: number) =>
  stringifySetCookie({
    name: STATE_COOKIE,
    value,
    httpOnly: true,
    secure: true,
    sameSite: "lax",
    path: CALLBACK_PATH,
    maxAge,
  });

/** The writer's language, from what their browser asks for. */
const localeOf = (request: Request): Locale =>
  (new Negotiator({ headers: { "accept-language": request.headers.get("Accept-Language") ?? "" } }).language([...LOCALES]) as
    Locale | undefined) ?? DEFAULT_LOCALE;

/** The scope the editor asked for, if it is a list of GitHub scope names; the editor's default otherwise. */
const scopeOf = (url: URL) => {
  const asked = url.searchParams.get("scope")?.trim();
  return asked && /^[a-z_:]+([ ,][a-z_:]+)*$/.test(asked) ? asked.split(/[ ,]/) : [DEFAULT_SCOPE];
};

/**
 * A page of the sign-in's own: its words in the writer's language, a policy that allows nothing but its own script
 * and style (by a nonce made for this response), no caching, no referrer (its address holds GitHub's code).
 */
function page({
  locale,
  status,
  title,
  text,
  message,
  cookie,
}: {
  locale: Locale;
  status: number;
  title: StringKey;
  text: StringKey;
  message?: string;
  cookie?: string;
}) {
  const nonce = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(16)));
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  // The message for the editor window, as a script's string: "<" escaped so no text in it can end the script.
  const script = message
    ? `<script nonce="${nonce}">
(() => {
  const editor = window.opener, origin = window.location.origin, provider = "authorizing:github";
  if (!editor) return;
  // Decap answers "authorizing:github" from its window; only then, and only to this site's origin, the result.
  window.addEventListener("message", (event) => {
    if (event.origin !== origin || event.source !== editor || event.data !== provider) return;
    editor.postMessage(${JSON.stringify(message).replace(/</g, "\\u003c")}, origin);
  });
  editor.postMessage(provider, origin);
})();
</script>`
    : "";
  const html = `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escape(translate(locale, title))}</title>
<style nonce="${nonce}">body{font:1.125rem/1.6 system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#1a2433}</style>
</head>
<body>
<main>
<h1>${escape(translate(locale, title))}</h1>
<p>${escape(translate(locale, text))}</p>
</main>
${script}
</body>
</html>
`;
  const headers = new Headers({
    ...EVERY_RESPONSE,
    "Content-Security-Policy": policy([
      ["default-src", ["'none'"]],
      ["script-src", [`'nonce-${nonce}'`]],
      ["style-src", [`'nonce-${nonce}'`]],
      ["base-uri", ["'none'"]],
      ["form-action", ["'none'"]],
      ["frame-ancestors", ["'none'"]],
    ]),
    "Content-Type": "text/html; charset=utf-8",
    "Content-Language": locale,
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
  });
  if (cookie) headers.append("Set-Cookie", cookie);
  return new Response(html, { status, headers });
}

/** Decap's message for a failed sign-in, which it shows in the editor. */
const failure = (locale: Locale, text: StringKey) => `authorization:github:error:${JSON.stringify({ message: translate(locale, text) })}`;

const clientOf = (env: Env, origin: string) =>
  new OAuth2Client(env.GITHUB_CLIENT_ID ?? "", env.GITHUB_CLIENT_SECRET ?? "", origin + CALLBACK_PATH);
const githubUrl = (env: Env, page: string) => (env.GITHUB_URL ? new URL(new URL(page).pathname, env.GITHUB_URL).href : page);

/** /api/auth: to GitHub's authorize page, with a fresh state that only this browser's cookie knows. */
async function auth(request: Request, env: Env, locale: Locale) {
  const url = new URL(request.url);
  const state = generateState();
  const authorize = clientOf(env, url.origin).createAuthorizationURL(githubUrl(env, GITHUB_AUTHORIZE), state, scopeOf(url));
  const headers = new Headers({ ...EVERY_RESPONSE, Location: authorize.href, "Cache-Control": "no-store", "Content-Language": locale });
  headers.append("Set-Cookie", stateCookie(await signedState(state, env.GITHUB_CLIENT_SECRET!), STATE_LIFETIME));
  return new Response(null, { status: 302, headers });
}

/** /api/callback: the state checked against the cookie, the code traded for a token, the token to the editor. */
async function callback(request: Request, env: Env, locale: Locale) {
  const url = new URL(request.url);
  // Whatever happens, the state is used once.
  const cookie = stateCookie("", 0);
  const refuse = (status: number, text: StringKey) =>
    page({ locale, status, title: "signIn.failedTitle", text, message: failure(locale, text), cookie });
  // The writer said no at GitHub, or GitHub refused the app.
  if (url.searchParams.has("error")) return refuse(403, "signIn.refused");
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  const kept = parseCookie(request.headers.get("Cookie") ?? "")[STATE_COOKIE];
  if (!code || !state || !kept || (await stateOf(kept, env.GITHUB_CLIENT_SECRET!)) !== state) return refuse(400, "signIn.staleState");
  let token: string;
  try {
    const tokens = await clientOf(env, url.origin).validateAuthorizationCode(githubUrl(env, GITHUB_TOKEN), code, null);
    token = tokens.accessToken();
  } catch {
    return refuse(502, "signIn.githubFailed");
  }
  const message = `authorization:github:success:${JSON.stringify({ token, provider: "github" })}`;
  return page({ locale, status: 200, title: "signIn.doneTitle", text: "signIn.done", message, cookie });
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const { pathname } = new URL(request.url);
    const locale = localeOf(request);
    const known = pathname === AUTH_PATH || pathname === CALLBACK_PATH;
    if (!known) return page({ locale, status: 404, title: "signIn.failedTitle", text: "signIn.noSuchAddress" });
    if (request.method !== "GET") return page({ locale, status: 405, title: "signIn.failedTitle", text: "signIn.noSuchAddress" });
    if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET)
      return page({ locale, status: 503, title: "signIn.failedTitle", text: "signIn.notSetUp" });
    return pathname === AUTH_PATH ? auth(request, env, locale) : callback(request, env, locale);
  },
};
