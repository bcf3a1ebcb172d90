// `npm run test:launch-day`: the test suite must not care which foundation's details are in the
// settings. On a copy of the working tree whose content/settings.json is replaced by
// __tests__/fixtures/launch-day-settings.json (another name, founder, phone, address, vendor hosts
// and donation pages), runs the unit tests, builds the site, and runs the browser tests that read
// the settings (@settings) at 375 px. The copy shares node_modules and is removed afterwards.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const copy = mkdtempSync(join(tmpdir(), "launch-day-"));
const keep = process.argv.includes("--keep");

function step(title, command, args, env = {}) {
  const started = Date.now();
  console.log(`\nlaunch day: ${title}`);
  const run = spawnSync(command, args, {
    cwd: copy,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", LAUNCH_DAY: "1", ...env },
  });
  if (run.status !== 0) throw new Error(`${title} failed (exit ${run.status}) with the launch-day settings`);
  console.log(`launch day: ${title} passed in ${Math.round((Date.now() - started) / 1000)} s`);
}

try {
  // The working tree as git sees it (committed or not, never ignored build output).
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root })
    .toString()
    .split("\0")
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(root, file), join(copy, file));
  }
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
  copyFileSync(join(root, "__tests__/fixtures/launch-day-settings.json"), join(copy, "content/settings.json"));

  step("unit tests", "npx", ["jest", "--silent"]);
  step("build", "npx", ["gatsby", "build"]);
  step("browser tests that read the settings", "npx", ["playwright", "test", "--project=mobile", "--grep", "@settings"], {
    CI: "true",
    TEST_PORT: process.env.LAUNCH_DAY_PORT ?? "9180",
  });
  console.log("\nlaunch day: the site builds and passes its tests with another foundation's settings.");
} catch (error) {
  console.error(`\n${error.message}${keep ? `; the copy is kept in ${copy}` : " (run with --keep to inspect the copy)"}`);
  process.exitCode = 1;
} finally {
  if (!keep) rmSync(copy, { recursive: true, force: true });
}
