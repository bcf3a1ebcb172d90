// `npm run bench`: `npm run develop`'s first start, a clean build and a warm rebuild (nothing
// changed), in seconds; then Lighthouse (mobile, simulated
// throttling) three times on every route of the built site and on its "floor" (the same HTML with
// every <script> removed), printing medians and our LCP as a ratio to the floor's; then the first screen
// on real traces at 4× and 6× CPU slowdown (first-paint.mjs). Accessibility, best practices and SEO must
// be 100 and performance 98 on every route, and the first screen meet its targets. Writes the tables into bench/README.md.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { routesOf, serve } from "../../scripts/serve.mjs";
import { audit, launchChrome } from "../lighthouse/lighthouse-run.mjs";
import { firstPaintReport, firstPaintRuns, machine, writeFirstPaint } from "./first-paint.mjs";
import { floorOf } from "./floor.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
const gatsby = (args) => {
  const result = spawnSync("npx", ["gatsby", ...args], { env, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const seconds = (since) => (Date.now() - since) / 1000;

/** From a clean cache until `gatsby develop` answers its first page. */
async function developFirstStart() {
  gatsby(["clean"]);
  const since = Date.now();
  const port = 8471;
  const child = spawn("npx", ["gatsby", "develop", "--port", String(port)], { env, stdio: "ignore", detached: true });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error("gatsby develop stopped before it answered");
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return seconds(since);
      } catch {
        // still starting
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    process.kill(-child.pid);
  }
}

const developSeconds = await developFirstStart();
gatsby(["clean"]);
let since = Date.now();
gatsby(["build"]);
const buildSeconds = seconds(since);
since = Date.now();
gatsby(["build"]);
const rebuildSeconds = seconds(since);
console.log(
  `develop first start ${developSeconds.toFixed(1)} s, clean build ${buildSeconds.toFixed(1)} s, warm rebuild ${rebuildSeconds.toFixed(1)} s`,
);

const FLOOR = floorOf("public");

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
function measure(lhr) {
  const audits = lhr.audits;
  const summary = audits["resource-summary"].details.items;
  const item = (type) => summary.find((i) => i.resourceType === type) ?? { transferSize: 0, requestCount: 0 };
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories["best-practices"].score * 100,
    seo: lhr.categories.seo.score * 100,
    lcp: audits["largest-contentful-paint"].numericValue,
    fcp: audits["first-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    bytes: item("total").transferSize,
    jsBytes: item("script").transferSize,
    requests: item("total").requestCount,
    thirdParty: item("third-party").requestCount,
  };
}
const medians = (runs) => Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));

const ours = await serve("public");
const floor = await serve(FLOOR);
const chrome = await launchChrome();
const rows = [];
try {
  for (const route of routesOf("public")) {
    const site = [];
    const bare = [];
    for (let i = 0; i < RUNS; i++) {
      site.push(measure(await audit(`${ours.origin}${route}`, chrome)));
      bare.push(measure(await audit(`${floor.origin}${route}`, chrome)));
    }
    const m = medians(site);
    const f = medians(bare);
    rows.push({ route, ...m, floorLcp: f.lcp, ratio: m.lcp / f.lcp });
    console.log(`${route}: performance ${m.performance}, LCP ${Math.round(m.lcp)} ms (floor ${Math.round(f.lcp)} ms)`);
  }
} finally {
  await chrome.kill();
  await ours.close();
  await floor.close();
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const table = [
  "| route | perf | a11y | best pr. | SEO | LCP ms | floor LCP ms | LCP ratio | FCP ms | TBT ms | CLS | KB total | KB JS | requests | other hosts |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} | ${Math.round(r.floorLcp)} | ${r.ratio.toFixed(2)} | ${Math.round(r.fcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${kb(r.bytes)} | ${kb(r.jsBytes)} | ${r.requests} | ${r.thirdParty} |`,
  ),
].join("\n");
const times = `| clean build (\`gatsby clean && gatsby build\`) | warm rebuild (nothing changed) | \`npm run develop\` first start |\n|---|---|---|\n| ${buildSeconds.toFixed(0)} s | ${rebuildSeconds.toFixed(0)} s | ${developSeconds.toFixed(0)} s |`;
const report = `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}; medians of ${RUNS} runs.\n\n${times}\n\n${table}\n`;
console.log(`\n${report}`);

const readme = readFileSync("bench/README.md", "utf8");
writeFileSync(
  "bench/README.md",
  readme.replace(/<!-- results -->[\s\S]*<!-- \/results -->/, `<!-- results -->\n${report}<!-- /results -->`),
);

// The first screen on a real trace at 4× and 6× CPU slowdown (tools/bench/first-paint.mjs): its own table.
const firstPaint = firstPaintReport(await firstPaintRuns("public"));
console.log(`\n${firstPaint.table}`);
writeFirstPaint(firstPaint.table);

// Accessibility, best practices and SEO are deterministic: anything short of 100 fails the bench.
const short = rows.flatMap((r) =>
  [
    ["accessibility", r.accessibility],
    ["best practices", r.bestPractices],
    ["SEO", r.seo],
  ]
    .filter(([, score]) => score < 100)
    .map(([name, score]) => `${r.route} ${name} ${score}`),
);
const slow = rows.filter((r) => r.performance < 98).map((r) => `${r.route} Lighthouse performance ${r.performance}`);
if (short.length || slow.length || firstPaint.short.length) {
  console.error(`✘ ${[...short, ...slow, ...firstPaint.short].join("; ")}`);
  process.exitCode = 1;
}
