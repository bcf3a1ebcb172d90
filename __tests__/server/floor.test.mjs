// The benchmarks' no-JS floor (tools/bench/floor.mjs), as the site's server sends it: a page without a
// script in every encoding a browser may take, since the server prefers the build's compressed copies.
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { floorOf } from "../../tools/bench/floor.mjs";

const dir = mkdtempSync(join(tmpdir(), "floor-test-"));
after(() => rmSync(dir, { recursive: true, force: true }));

test("takes every script out of each page and out of its compressed copies, and keeps the rest", () => {
  const site = join(dir, "public");
  mkdirSync(join(site, "es"), { recursive: true });
  const page = (words) =>
    `<!doctype html><html><head><link rel="preload" href="/app.js" as="script"></head><body><main><p>${words}</p></main><script>go()</script><script src="/app.js" async></script></body></html>`;
  for (const [file, words] of [
    ["index.html", "home"],
    [join("es", "index.html"), "inicio"],
  ]) {
    writeFileSync(join(site, file), page(words));
    writeFileSync(join(site, `${file}.br`), brotliCompressSync(page(words)));
    writeFileSync(join(site, `${file}.gz`), gzipSync(page(words)));
  }
  writeFileSync(join(site, "app.js"), "go()");
  const floor = floorOf(site, join(dir, "floor"));
  for (const [file, words] of [
    ["index.html", "home"],
    [join("es", "index.html"), "inicio"],
  ]) {
    const copies = [
      readFileSync(join(floor, file), "utf8"),
      brotliDecompressSync(readFileSync(join(floor, `${file}.br`))).toString("utf8"),
      gunzipSync(readFileSync(join(floor, `${file}.gz`))).toString("utf8"),
    ];
    for (const html of copies) {
      assert.doesNotMatch(html, /<script|as="script"/);
      assert.match(html, new RegExp(`<main><p>${words}</p></main>`));
    }
  }
  assert.equal(readFileSync(join(floor, "app.js"), "utf8"), "go()");
});
