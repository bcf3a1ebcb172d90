// `npm run bench:stories`: what the stories cost. For 0 (an empty collection), the samples, 25 and 200
// generated stories, a copy of the working tree is built from clean (no .cache) and its built files are
// checked by Jest's `built` project, as `npm test` checks them; prints a table of seconds and pages.
// `node tools/bench/bench-stories.mjs 0 200` measures only those counts.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { copyWorkingTree, replaceStories } from "../../scripts/launch-day.mjs";

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" };
const counts = process.argv.length > 2 ? process.argv.slice(2) : ["0", "samples", "25", "200"];

/** Runs a command in `cwd`, returns its seconds; stops the bench if it fails. */
function timed(cwd, command, args) {
  const since = Date.now();
  const run = spawnSync(command, args, { cwd, env, stdio: ["ignore", "ignore", "inherit"] });
  if (run.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd}`);
  return (Date.now() - since) / 1000;
}

const rows = [];
for (const count of counts) {
  const dir = copyWorkingTree(mkdtempSync(join(tmpdir(), "bench-stories-")));
  try {
    if (count !== "samples") replaceStories(dir, Number(count));
    const stories = readdirSync(join(dir, "content/stories")).length;
    const build = timed(dir, "npx", ["gatsby", "build"]);
    const pages = readdirSync(join(dir, "public"), { recursive: true }).filter((f) => String(f).endsWith("index.html")).length;
    const checks = timed(dir, "npx", ["jest", "--selectProjects", "built"]);
    rows.push({ count, stories, pages, build, checks });
    console.log(
      `stories ${count}: ${stories} files, ${pages} pages, build ${build.toFixed(0)} s, built-file checks ${checks.toFixed(0)} s`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
console.log("\n| stories | pages built | clean build (s) | built-file checks (s) |\n| --- | ---: | ---: | ---: |");
for (const r of rows)
  console.log(
    `| ${r.count === "samples" ? `${r.stories} (the samples)` : r.stories} | ${r.pages} | ${r.build.toFixed(0)} | ${r.checks.toFixed(0)} |`,
  );
