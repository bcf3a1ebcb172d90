// `npm run test:quick`: the inner loop while you work, well under a minute once its caches are warm. Side by side:
// ESLint over the files you changed (its cache in .cache/), Jest's unit tests that import them, directly or not (jsdom,
// --findRelatedTests over what git says changed), and tsc --incremental (it checks again only what the change reaches). `npm test` stays the full suite that CI runs; this is no substitute for it.
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";

/** Files git says changed against HEAD, or are new and not ignored. */
const changed = () =>
  spawnSync("git", ["status", "--porcelain", "--untracked-files=all"], { encoding: "utf8" })
    .stdout.split("\n")
    .filter((line) => line && !line.startsWith(" D") && !line.startsWith("D "))
    .map((line) => line.slice(3).split(" -> ").pop())
    .filter((file) => existsSync(file));

const files = changed();
const lintable = files.filter((file) => /\.(m?[jt]sx?|cjs)$/.test(file));

/** Runs a command, its output passed through; resolves to [name, seconds, passed]. */
async function stage(name, command, args) {
  const started = Date.now();
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } });
  const [code] = await once(child, "close");
  return [name, (Date.now() - started) / 1000, code === 0];
}

if (!existsSync("src/gatsby-types.d.ts")) {
  console.error("src/gatsby-types.d.ts is missing: the type check needs one build first (npm run build).");
  process.exit(1);
}

const started = Date.now();
const rows = await Promise.all([
  lintable.length
    ? stage(`eslint (${lintable.length} changed files)`, "npx", ["eslint", "--cache", "--cache-location", ".cache/eslint/", ...lintable])
    : Promise.resolve(["eslint (no changed file)", 0, true]),
  lintable.length
    ? stage("jest unit (the tests that reach the change)", "npx", [
        "jest",
        "--selectProjects",
        "unit",
        "--passWithNoTests",
        "--findRelatedTests",
        ...lintable,
      ])
    : Promise.resolve(["jest unit (no changed code)", 0, true]),
  stage("tsc --incremental", "npm", ["run", "--silent", "typecheck", "--", "--incremental", "--tsBuildInfoFile", ".cache/tsbuildinfo"]),
]);
console.log("\nnpm run test:quick:\n");
for (const [name, seconds, passed] of rows) console.log(`  ${passed ? "✓" : "✘"} ${name}: ${seconds.toFixed(1)} s`);
console.log(`  wall clock: ${((Date.now() - started) / 1000).toFixed(1)} s (npm test is the full suite CI runs)`);
process.exitCode = rows.every(([, , passed]) => passed) ? 0 : 1;
