// The editor's sign-in Worker (src/worker/sign-in.ts) as Cloudflare's engine runs it (wrangler dev, wrangler.jsonc),
// with GitHub answered by a stand-in here: /api/auth sends the writer to GitHub with a state kept in a signed cookie,
// /api/callback trades a code for a token only when the state is the cookie's, and every refusal carries no token.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { serve } from "../../scripts/serve.mjs";
import { fakeGitHub } from "../setup/fake-github.mjs";

const root = mkdtempSync(join(tmpdir(), "sign-in-test-"));
writeFileSync(join(root, "index.html"), "<!doctype html><title>t</title>");
let github;
let site;

before(async () => {
  github = await fakeGitHub();
  site = await serve(root, 0, { vars: github.vars });
});
after(async () => {
  await site?.close();
  await github?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path, headers = {}) => fetch(site.origin + path, { redirect: "manual", headers });
/** Where /api/auth sends the writer, and the cookie it sets for the callback. */
async function startSignIn(scope = "repo") {
  const response = await get(`/api/auth?provider=github&site_id=x&scope=${scope}`);
  assert.equal(response.status, 302);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("editor_sign_in_state="));
  return { response, location: new URL(response.headers.get("location")), cookie, pair: cookie.split(";")[0] };
}
const policies = (response) =>
  [...response.headers].filter(([name]) => name === "content-security-policy").flatMap(([, value]) => value.split(", "));

test("/api/auth sends the writer to GitHub's authorize page with the client id, the scope asked for and a state its cookie keeps", async () => {
  const { location, cookie, pair } = await startSignIn();
  assert.equal(location.origin + location.pathname, new URL("/login/oauth/authorize", github.origin).href);
  assert.equal(location.searchParams.get("client_id"), github.vars.GITHUB_CLIENT_ID);
  assert.equal(location.searchParams.get("scope"), "repo");
  assert.equal(location.searchParams.get("redirect_uri"), `${site.origin}/api/callback`);
  const state = location.searchParams.get("state");
  assert.ok(state.length >= 32, "a fresh random state");
  // The cookie holds the state and its signature, readable by no script, sent back only to the callback.
  assert.ok(pair.startsWith(`editor_sign_in_state=${state}.`));
  for (const attribute of ["HttpOnly", "Secure", "SameSite=Lax", "Path=/api/callback"])
    assert.match(cookie, new RegExp(`; ${attribute}(;|$)`));
  const again = await startSignIn();
  assert.notEqual(again.location.searchParams.get("state"), state, "every sign-in its own state");
});

test("/api/callback with the cookie's state trades the code for the token and hands it to this site's editor window only", async () => {
  const { location, pair } = await startSignIn();
  const state = location.searchParams.get("state");
  const response = await get(`/api/callback?code=${github.goodCode}&state=${state}`, { cookie: pair });
  assert.equal(response.status, 200);
  const html = await response.text();
  // Decap's message, posted to the page's own origin, never to "*".
  assert.ok(
    html.includes(`authorization:github:success:${JSON.stringify({ token: github.token, provider: "github" })}`.replace(/"/g, '\\"')),
  );
  assert.match(html, /postMessage\([^)]*, origin\)/);
  assert.doesNotMatch(html, /postMessage\([^)]*["']\*["']\)/);
  assert.equal(github.exchanges.at(-1).code, github.goodCode);
  assert.equal(github.exchanges.at(-1).redirectUri, `${site.origin}/api/callback`);
  // The client authenticates with its id and secret, the secret never in the address.
  assert.equal(github.exchanges.at(-1).credentials, `${github.vars.GITHUB_CLIENT_ID}:${github.vars.GITHUB_CLIENT_SECRET}`);
  // One policy, its own: nothing but this response's script and style; the state is spent.
  assert.equal(policies(response).length, 1);
  assert.match(policies(response)[0], /^default-src 'none'; script-src 'nonce-[\w-]+'/);
  assert.match(response.headers.get("set-cookie"), /editor_sign_in_state=; Max-Age=0/);
  assert.equal(response.headers.get("cache-control"), "no-store");
});

test("a forged state, a missing cookie, GitHub's refusal and a writer who said no each end on an error page with no token", async () => {
  const { location, pair } = await startSignIn();
  const state = location.searchParams.get("state");
  const [name, value] = pair.split("=");
  const [, signature] = value.split(".");
  const cases = {
    "a state that is not the cookie's": [`/api/callback?code=${github.goodCode}&state=forged`, { cookie: pair }, 400],
    "a cookie whose state was changed": [
      `/api/callback?code=${github.goodCode}&state=forged`,
      { cookie: `${name}=forged.${signature}` },
      400,
    ],
    "no cookie": [`/api/callback?code=${github.goodCode}&state=${state}`, {}, 400],
    "GitHub refusing the code": [`/api/callback?code=refused&state=${state}`, { cookie: pair }, 502],
    "the writer saying no at GitHub": [`/api/callback?error=access_denied&state=${state}`, { cookie: pair }, 403],
  };
  const before = github.exchanges.length;
  for (const [what, [path, headers, status]] of Object.entries(cases)) {
    const response = await get(path, headers);
    assert.equal(response.status, status, what);
    const html = await response.text();
    assert.equal(html.includes(github.token), false, `${what}: no token`);
    assert.match(html, /authorization:github:error:/, `${what}: the editor is told`);
    assert.equal(policies(response).length, 1, `${what}: one policy`);
  }
  // Only GitHub's refusal reached GitHub: a bad state is refused before any code is traded.
  assert.equal(github.exchanges.length - before, 1);
});

test("the sign-in's pages speak the writer's language", async () => {
  for (const [accept, lang] of [
    ["es-MX,es;q=0.9,en;q=0.5", "es"],
    ["en-US,en;q=0.9", "en"],
    ["fr-FR", "en"],
  ]) {
    const response = await get("/api/callback?code=x&state=y", { "accept-language": accept });
    assert.match(await response.text(), new RegExp(`<html lang="${lang}">`), accept);
  }
});

test("without its client id and secret the sign-in says it is not set up, and sends no one to GitHub", async () => {
  const bare = await serve(root, 0);
  try {
    const response = await fetch(`${bare.origin}/api/auth?provider=github`, { redirect: "manual" });
    assert.equal(response.status, 503);
    assert.equal(response.headers.get("location"), null);
  } finally {
    await bare.close();
  }
});
