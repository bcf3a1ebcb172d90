// `npm run bench:search`: what the search costs, with the sample stories and with 200 generated ones. For each, a
// copy of the working tree is built from clean (Pagefind indexes it as part of the build) and served as `npm start`
// serves it; then, on a throttled phone (375 px, CPU 4x slower, 150 ms round trips at 1.6 Mbit/s, as Lighthouse's
// mobile profile), a visitor opens the search page and types a story's title. It reports the index's size on disk,
// the bytes the first query downloads from /pagefind/, and the time from the last keystroke to the results painted,
// cold (the first query) and warm (a second one), each the median of three fresh browsers.
// `node tools/bench/bench-search.mjs 200` measures only that count.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { countBytes, KB } from "../../scripts/budgets.mjs";
import { CHROMIUM_ARGS, PLAYWRIGHT_CHROMIUM_PATH } from "../../scripts/chromium.mjs";
import { copyWorkingTree, replaceStories } from "../../scripts/launch-day.mjs";

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" };
const counts = process.argv.length > 2 ? process.argv.slice(2) : ["samples", "200"];
const PORT = 9300;
const RUNS = 3;
const PHONE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, offline: false };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Bytes on disk under a folder, without the precompressed copies (what a CDN that compresses by itself stores). */
function bytesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((file) => !/\.(br|gz)$/.test(file) && statSync(file).isFile())
    .reduce((sum, file) => sum + statSync(file).size, 0);
}

/** One visitor on a fresh, throttled phone: types `first`, then `second`; the times from the last keystroke to painted results, and the bytes of the first. */
async function visit(browser, origin, first, second) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", PHONE);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(`${origin}/search`, { waitUntil: "load" });
  // Alive: the header's menu toggle is a button once React runs.
  await page.locator("header button[data-menu-toggle]").waitFor();
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    document.addEventListener("keydown", () => (w.__lastKey = performance.now()), true);
    w.__painted = (/** @type {string} */ query) =>
      new Promise((resolve) => {
        const done = () =>
          document.querySelector(`[data-search-results="${CSS.escape(query)}"]`) &&
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - w.__lastKey)));
        if (done()) return;
        const observer = new MutationObserver(() => done() && observer.disconnect());
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      });
  });
  const bytes = countBytes(page);
  const field = page.getByRole("searchbox");
  const timeTo = async (query) => {
    await field.fill("");
    await field.focus();
    const painted = page.evaluate((q) => /** @type {any} */ (window).__painted(q), query);
    await page.keyboard.type(query, { delay: 120 });
    return painted;
  };
  const cold = await timeTo(first);
  await bytes.totals();
  const firstQueryBytes = bytes.sizes.filter((s) => new URL(s.url).pathname.startsWith("/pagefind/")).reduce((sum, s) => sum + s.bytes, 0);
  const warm = await timeTo(second);
  await context.close();
  return { cold, warm, firstQueryBytes };
}

const rows = [];
for (const count of counts) {
  const dir = copyWorkingTree(mkdtempSync(join(tmpdir(), "bench-search-")));
  let server;
  try {
    if (count !== "samples") replaceStories(dir, Number(count));
    const stories = readdirSync(join(dir, "content/stories"), { recursive: true }).filter((f) => String(f).endsWith(".mdx"));
    const build = spawnSync("npx", ["gatsby", "build"], { cwd: dir, env, stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) throw new Error(`the build of ${count} stories failed`);
    const index = bytesUnder(join(dir, "public/pagefind"));
    const indexData = ["index", "fragment", "filter"].reduce((sum, sub) => sum + bytesUnder(join(dir, "public/pagefind", sub)), 0);
    server = spawn(process.execPath, ["scripts/serve.mjs"], { cwd: dir, env: { ...env, PORT: String(PORT) }, stdio: "ignore" });
    const origin = `http://localhost:${PORT}`;
    for (
      let i = 0;
      i < 100 &&
      !(await fetch(origin).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await new Promise((r) => setTimeout(r, 200));
    // A title to find, and a word to look for next: from the stories in this build.
    const titles = stories.map(
      (file) => /^title: "(.*)"$/m.exec(readFileSync(join(dir, "content/stories", String(file)), "utf8"))?.[1] ?? "",
    );
    const first = titles.find(Boolean);
    const second = first.split(/\s+/).find((word) => word.length > 4) ?? first;
    const browser = await chromium.launch({ executablePath: PLAYWRIGHT_CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, origin, first, second));
    await browser.close();
    const row = {
      count: count === "samples" ? `${stories.length} (the samples)` : String(stories.length),
      index,
      indexData,
      firstQueryBytes: median(runs.map((r) => r.firstQueryBytes)),
      cold: median(runs.map((r) => r.cold)),
      warm: median(runs.map((r) => r.warm)),
    };
    rows.push(row);
    console.log(`stories ${row.count}: ${JSON.stringify(row)}`);
  } finally {
    server?.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}
console.log(
  "\n| stories | index on disk (KB) | of which index data (KB) | first query downloads (KB, compressed) | last keystroke to painted results, first query (ms) | same, next query (ms) |\n| --- | ---: | ---: | ---: | ---: | ---: |",
);
for (const r of rows)
  console.log(
    `| ${r.count} | ${(r.index / KB).toFixed(0)} | ${(r.indexData / KB).toFixed(0)} | ${(r.firstQueryBytes / KB).toFixed(1)} | ${r.cold.toFixed(0)} | ${r.warm.toFixed(0)} |`,
  );
