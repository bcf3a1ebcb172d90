// The engine the site is served with (scripts/serve.mjs: Cloudflare's `wrangler dev` under wrangler.jsonc, and Pages'
// `wrangler pages dev`): each serves, says where it listens, and its inspector does not copy each response's body into
// wrangler's debug log (which, unpatched since 4.164, it did only with DevTools attached: docs/dependencies.md).
import assert from "node:assert/strict";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { serve } from "../../scripts/serve.mjs";

for (const engine of ["workers", "pages"])
  test(`${engine}: serves a page and its files, and logs into its own folder without copying what it sent`, async () => {
    const root = mkdtempSync(join(tmpdir(), "serve-test-"));
    // A file whose bytes would show in the log, base64 or not, if the inspector copied response bodies there.
    const body = "serve-test-body ".repeat(64);
    writeFileSync(join(root, "index.html"), `<!doctype html><title>t</title><p>${body}</p>`);
    writeFileSync(join(root, "file.txt"), body);
    // What the engine prints, as `quiet: false` passes it on, kept here rather than shown.
    const printed = [];
    const write = process.stdout.write;
    process.stdout.write = (chunk) => printed.push(String(chunk)) > 0;
    let site;
    try {
      site = await serve(root, 0, { quiet: false, engine });
      for (const path of ["/", "/file.txt", "/file.txt"]) {
        const response = await fetch(site.origin + path);
        assert.equal(response.status, 200, path);
        assert.match(await response.text(), /serve-test-body/);
      }
      // The debug log is there (wrangler wrote its start to it), and holds no response: no network event, no body.
      const log = readFileSync(site.log, "utf8");
      assert.match(log, /---/);
      assert.doesNotMatch(log, /Network\.(responseReceived|dataReceived|loadingFinished)/);
      assert.equal(log.includes(Buffer.from(body).toString("base64").slice(0, 40)), false);
    } finally {
      await site?.close();
      process.stdout.write = write;
      rmSync(root, { recursive: true, force: true });
    }
    assert.equal(existsSync(site.log), false, "the log goes with the engine's folder");
    // Where it listens, which serve() reads its port from.
    assert.match(printed.join(""), /Ready on http:\/\/[^\s/]+:\d+/);
  });

test("an engine asked for a port another server holds fails to start, rather than passing that server off as itself", async () => {
  const other = createServer((request, response) => response.end("another server")).listen(0, "127.0.0.1");
  await once(other, "listening");
  const root = mkdtempSync(join(tmpdir(), "serve-test-"));
  writeFileSync(join(root, "index.html"), "<!doctype html><title>t</title>");
  try {
    // Had it resolved, its engine is closed before the assertion fails, so the run ends.
    const started = serve(root, other.address().port).then(async (site) => (await site.close(), site));
    await assert.rejects(started, /did not start/);
  } finally {
    other.close();
    rmSync(root, { recursive: true, force: true });
  }
});
