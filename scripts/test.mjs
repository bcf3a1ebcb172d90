// `npm test`: every check, with one cold Gatsby build. The stages are the list below; each is an npm script a
// person can run alone (or, for the launch-day copy, `npm run test:launch-day` runs its part alone), and each starts
// as soon as the stages it names in `after` have passed, so the machine's two cores stay busy. Every line a stage
// prints is prefixed with its name; a failed stage's last lines come again at the end, then a table of seconds.
// What each stage costs the processors is measured by the bench (bench/README.md), not here.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { createInterface } from "node:readline";
import { buildLaunchDay, makeLaunchDayCopy } from "./launch-day.mjs";

// One Gatsby worker per core (gatsby-config.ts gives one more, for a clean build of many photographs): here the other
// stages keep the cores busy (bench/README.md). The launch-day build inherits it.
process.env.GATSBY_CPU_COUNT ??= String(availableParallelism());
process.env.GATSBY_TELEMETRY_DISABLED = "1";
// Jest's processes get a young generation of 64 MB (V8's default 16): loading each test file's modules anew
// allocates fast, and fewer scavenges cost the unit run about 6 % less (bench/README.md).
const JEST_ENV = { NODE_OPTIONS: [process.env.NODE_OPTIONS, "--max-semi-space-size=64"].filter(Boolean).join(" ") };

let launchDayDir;
/** Where the stages that run in the launch-day copy find it (scripts/launch-day.mjs). */
const inCopy = () => ({ LAUNCH_DAY_DIR: launchDayDir });

/**
 * The stages: `script` is the npm script (with `args` after it), or `run` a step of ours done here (given a way to pass
 * its output through); `after` names the stages it waits for.
 */
const STAGES = [
  { name: "server", script: "test:server" },
  { name: "build", script: "build" },
  { name: "launch-day copy", run: () => void (launchDayDir = makeLaunchDayCopy()) },
  // The unit tests, the review tool's, and the unit tests again in the launch-day copy (its settings), beside the build.
  {
    name: "unit",
    script: "test:unit",
    args: ["review", "launch-day unit", "--maxWorkers=2"],
    env: () => ({ ...JEST_ENV, ...inCopy() }),
    after: ["launch-day copy"],
  },
  { name: "built", script: "test:built", args: ["--maxWorkers=2"], env: () => JEST_ENV, after: ["build"] },
  { name: "typecheck", script: "typecheck", after: ["build"] },
  { name: "launch-day build", run: (onOutput) => buildLaunchDay(launchDayDir, { onOutput }), after: ["build", "launch-day copy"] },
  {
    name: "launch-day built",
    script: "test:launch-day:built",
    env: () => ({ ...JEST_ENV, ...inCopy() }),
    after: ["launch-day build"],
  },
  // One Playwright run: the editor, desktop, mobile, and last the launch-day copy's @settings tests, whose workers wait
  // for that copy's build (the fixtures). One run rather than two side by side, which starved a page's scripts on 2 cores.
  {
    name: "browser",
    script: "test:browser",
    args: ["--project", "cms", "--project", "desktop", "--project", "mobile", "--project", "launch-day"],
    env: inCopy,
    after: ["build", "launch-day copy"],
  },
];

const TAIL_LINES = 150;
/** Lines that name a failed test: Playwright's ✘, Jest's ✕ and FAIL. */
const NAMES_A_FAILURE = /^\s*✘\s+\d+ \[|^\s*✕ |^FAIL /;
const TOTAL = "total (wall clock)";
const width = Math.max(TOTAL.length, ...STAGES.map((stage) => stage.name.length));
const rows = [];
const tails = new Map();
const failureLines = [];

/** Passes a stage's output through, each line prefixed with its name, keeping its last lines and its failures. */
function pipeLines(name, lines, ...streams) {
  for (const stream of streams)
    createInterface({ input: stream }).on("line", (line) => {
      console.log(`${name.padEnd(width)} │ ${line}`);
      lines.push(line);
      if (lines.length > TAIL_LINES) lines.shift();
      if (NAMES_A_FAILURE.test(line)) failureLines.push(`${name}: ${line.trim()}`);
    });
}

/** Runs an npm script as a stage; resolves when it exits 0. */
function runScript({ name, script, args = [], env }, lines) {
  const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
    stdio: ["inherit", "pipe", "pipe"],
    env: { ...process.env, ...env?.() },
  });
  pipeLines(name, lines, child.stdout, child.stderr);
  return new Promise((resolve, reject) =>
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${name}: exit ${code}`)))),
  );
}

const started = Date.now();
const runs = new Map();
/** The stage's run, started once, after the stages it waits for; resolves to whether it passed. */
function start(stage) {
  if (!runs.has(stage.name))
    runs.set(
      stage.name,
      (async () => {
        const waited = await Promise.all((stage.after ?? []).map((name) => start(STAGES.find((s) => s.name === name))));
        const at = Date.now();
        const row = { name: stage.name, seconds: 0, result: "passed" };
        rows.push(row);
        if (!waited.every(Boolean)) return !(row.result = "not run");
        const lines = [];
        try {
          await (stage.run ? stage.run((...streams) => pipeLines(stage.name, lines, ...streams)) : runScript(stage, lines));
        } catch (error) {
          console.error(error.message);
          tails.set(stage.name, lines);
          row.result = "FAILED";
        }
        row.seconds = (Date.now() - at) / 1000;
        return row.result === "passed";
      })(),
    );
  return runs.get(stage.name);
}

try {
  await Promise.all(STAGES.map(start));
} finally {
  if (launchDayDir) rmSync(launchDayDir, { recursive: true, force: true });
}

for (const [name, lines] of tails) console.log(`\n── the last ${lines.length} lines of "${name}" ──\n${lines.join("\n")}`);
console.log(`\nnpm test, stage by stage (side by side, each as soon as the stages it waits for have passed):\n`);
console.log(`| ${"stage".padEnd(width)} | seconds | result  |`);
console.log(`| ${"-".repeat(width)} | ------: | ------- |`);
for (const row of rows) console.log(`| ${row.name.padEnd(width)} | ${row.seconds.toFixed(0).padStart(7)} | ${row.result.padEnd(7)} |`);
console.log(`| ${TOTAL.padEnd(width)} | ${((Date.now() - started) / 1000).toFixed(0).padStart(7)} |         |`);
const passed = rows.filter((row) => row.result === "passed").length;
console.log(`\nstages: ${passed} of ${STAGES.length} passed`);
if (failureLines.length) console.log(`\nfailed tests:\n${failureLines.slice(0, 40).join("\n")}`);
process.exitCode = passed === STAGES.length ? 0 : 1;
