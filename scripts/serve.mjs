// Serves a built site with Cloudflare's own engine: `wrangler dev` runs workerd, the code Cloudflare Workers serve
// static assets with, offline, under the committed wrangler.jsonc. It reads public/_headers and _redirects as the host
// does, answers a page at its slash address and redirects the other form, sends the nearest 404.html with status 404,
// compresses as the edge does, and runs the editor's sign-in Worker for /api/* (src/worker/sign-in.ts). `npm start`,
// the browser tests, the review, the screenshots and the benchmarks all serve through it, so every one of them sees
// what production sends; nothing here decides a response. `engine: "pages"` serves the same folder with Cloudflare
// Pages' engine (`wrangler pages dev`) instead, for the test that an existing Pages site is served the same.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parse as parseJsonc } from "jsonc-parser";

// From the checkout the command runs in (npm's scripts, the tests and the review all run at its root). No import.meta
// here: Playwright's fixtures and review.ts load this module as CommonJS.
const WRANGLER = resolve("node_modules/.bin/wrangler");
const CONFIG = resolve("wrangler.jsonc");
/** The runtime's behaviour, fixed by wrangler.jsonc's date: Pages' engine, which reads no such file, is given it. */
const COMPATIBILITY_DATE = () => parseJsonc(readFileSync(CONFIG, "utf8")).compatibility_date;

/** The engines this process started and has not seen exit: each is stopped, with its group, when the process exits. */
const running = new Set();
process.once("exit", () => running.forEach((child) => stopGroup(child, "SIGKILL")));

/** Sends a signal to an engine's whole process group (wrangler, workerd, esbuild); one already gone is no error. */
function stopGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has exited.
  }
}

/**
 * Starts the engine over the folder `root` on `port` (0: any free one) and resolves, once it answers, to
 * { origin, close, log }. `vars` are the Worker's variables and secrets (`--var NAME:value`; none by default, so
 * the sign-in says it is not set up). Its state (none that a static site uses) goes to a temporary folder, not the
 * checkout, and so does the debug log wrangler writes every message to, whatever the log level (`log`, gone once it is
 * closed): by default it gathers in the home folder from run to run.
 */
export async function serve(root, port = 0, { quiet = true, engine = "workers", vars = {} } = {}) {
  if (!existsSync(root)) throw new Error(`No folder ${resolve(root)} to serve: run npm run build first.`);
  const state = mkdtempSync(join(tmpdir(), "wrangler-state-"));
  // A path that ends in .log is the file itself.
  const log = join(state, "wrangler.log");
  // Port 0: the engine binds a free port itself and says which on its "Ready on" line. A port picked here and handed
  // to it raced with every other engine being started (the browser tests', the review's, the server tests' own): one
  // free when asked could be bound by another engine first, which then answered this one's first request while this
  // one exited on "Address already in use" (a review test failed so, 2026-11-29). The inspector's port, likewise.
  const where = ["--ip", "127.0.0.1", "--port", String(port), "--inspector-port", "0", "--persist-to", state];
  const args =
    engine === "pages"
      ? ["pages", "dev", resolve(root), ...where, "--compatibility-date", COMPATIBILITY_DATE()]
      : [
          "dev",
          "--config",
          CONFIG,
          "--assets",
          resolve(root),
          ...where,
          ...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
        ];
  args.push("--show-interactive-dev-session=false");
  // Pages' engine, given a site with no worker of its own, runs wrangler's default one (templates/pages-shim.ts) and
  // looks for a wrangler config up from that file's folder, inside this checkout's node_modules: it finds this
  // project's wrangler.jsonc and serves its Workers assets instead of `root`. Run through a link to node_modules
  // from the engine's own folder, with Node keeping the link's path, it finds no config, as on Pages' own build.
  let command = WRANGLER;
  let nodeOptions = process.env.NODE_OPTIONS;
  if (engine === "pages") {
    mkdirSync(join(state, "engine"));
    symlinkSync(resolve("node_modules"), join(state, "engine/node_modules"));
    command = process.execPath;
    args.unshift(join(state, "engine/node_modules/wrangler/bin/wrangler.js"));
    nodeOptions = [nodeOptions, "--preserve-symlinks", "--preserve-symlinks-main"].filter(Boolean).join(" ");
  }
  const child = spawn(command, args, {
    cwd: state,
    env: {
      ...process.env,
      ...(nodeOptions !== undefined && { NODE_OPTIONS: nodeOptions }),
      WRANGLER_SEND_METRICS: "false",
      // Its "Ready on" line, which says the port, is printed at "info" and above; quiet or not, this reads it.
      WRANGLER_LOG: "info",
      WRANGLER_LOG_PATH: log,
      NO_COLOR: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
    // A process group of its own: wrangler starts workerd and esbuild, which outlive it when it alone is stopped
    // (holding its ports, and its error pipe open, so the caller never exits). Stopping the group stops them all.
    detached: true,
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let errors = "";
  child.stderr.on("data", (chunk) => {
    errors = (errors + chunk).slice(-4000);
    if (!quiet) process.stderr.write(chunk);
  });
  // Where this engine says it listens, from its own output (printed at every log level).
  /** @type {string | undefined} */
  let origin;
  let said = "";
  child.stdout.on("data", (chunk) => {
    if (!quiet) process.stdout.write(chunk);
    if (origin) return;
    said = (said + chunk).slice(-2000);
    const port = /Ready on https?:\/\/[^\s/]+:(\d+)/.exec(said)?.[1];
    if (port) origin = `http://localhost:${port}`;
  });
  // Asked to stop, it has ten seconds to do so before it is killed: a caller's close never waits on the engine.
  const close = () =>
    new Promise((done) => {
      rmSync(state, { recursive: true, force: true });
      const finished = () => {
        stopGroup(child, "SIGKILL");
        child.stderr.destroy();
        done();
      };
      if (child.exitCode !== null || child.signalCode !== null) return finished();
      const kill = setTimeout(() => stopGroup(child, "SIGKILL"), 10_000);
      child.once("exit", () => (clearTimeout(kill), finished()));
      stopGroup(child, "SIGTERM");
    });
  // Ready when it has said where it listens and answers there: it compiles its router first, a second or two. An
  // engine that exits or never answers (a minute: a condition with a deadline, so a caller fails rather than waits
  // forever) throws with its messages.
  // Each probe has its own limit: Node's fetch would otherwise wait five minutes on a connection that never answers.
  const answers = (url) =>
    fetch(url, { redirect: "manual", signal: AbortSignal.timeout(5_000) }).then(
      () => true,
      () => false,
    );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      stopGroup(child, "SIGKILL");
      rmSync(state, { recursive: true, force: true });
      throw new Error(
        `wrangler ${engine === "pages" ? "pages dev" : "dev"} on port ${port || "of its choosing"} did not start (${child.exitCode ?? child.signalCode ?? "no answer"}):\n${errors}`,
      );
    }
    if (origin && (await answers(origin))) return { origin, close, log };
    await new Promise((next) => setTimeout(next, 200));
  }
}

/**
 * The routes of the built site, read from its sitemap so nothing is listed twice; past the protocol's limit the
 * sitemap is an index, and its parts (each <loc> a sitemap's address on the site) are read in its order.
 * Each is the address a visitor is sent to (/awareness/).
 */
export function routesOf(root, sitemap = "/sitemap.xml") {
  const xml = readFileSync(`${root}${sitemap}`, "utf8");
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  if (!/<sitemapindex[\s>]/.test(xml)) return locs;
  return locs.flatMap((part) => routesOf(root, part));
}

// Run as a program (`npm run serve`). No top-level await either: the tests and review.ts import this module.
if (process.argv[1] && resolve(process.argv[1]) === resolve("scripts/serve.mjs")) {
  const root = resolve(process.env.PUBLIC_DIR ?? "public");
  if (!existsSync(join(root, "index.html"))) {
    console.error(`No built site in ${root}: run npm run build first.`);
    process.exit(1);
  }
  serve(root, Number(process.env.PORT ?? 9000)).then(
    (site) => {
      console.log(`Serving ${root} at ${site.origin} with Cloudflare's engine (wrangler dev, wrangler.jsonc); Ctrl-C stops it.`);
      for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => site.close().then(() => process.exit(0)));
    },
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
