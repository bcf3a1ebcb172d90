// The benchmarks' no-JS floor (tools/bench/floor.mjs): each page of a built site without a script.
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { floorOf } from "../../tools/bench/floor.mjs";

const dir = mkdtempSync(join(tmpdir(), "floor-test-"));
after(() => rmSync(dir, { recursive: true, force: true }));

test("takes every script out of each page, and keeps the rest", () => {
  const site = join(dir, "public");
  mkdirSync(join(site, "es"), { recursive: true });
  const page = (words) =>
    `<!doctype html><html><head><link rel="preload" href="/app.js" as="script"></head><body><main><p>${words}</p></main><script>go()</script><script src="/app.js" async></script></body></html>`;
  for (const [file, words] of [
    ["index.html", "home"],
    [join("es", "index.html"), "inicio"],
  ]) {
    writeFileSync(join(site, file), page(words));
  }
  writeFileSync(join(site, "app.js"), "go()");
  const floor = floorOf(site, join(dir, "floor"));
  for (const [file, words] of [
    ["index.html", "home"],
    [join("es", "index.html"), "inicio"],
  ]) {
    const html = readFileSync(join(floor, file), "utf8");
    assert.doesNotMatch(html, /<script|as="script"/);
    assert.match(html, new RegExp(`<main><p>${words}</p></main>`));
  }
  assert.equal(readFileSync(join(floor, "app.js"), "utf8"), "go()");
});
