// One local editing session for the admin's tests and screenshots: a temporary git copy of content/,
// decap-server (the local backend) on it, and the admin bundle served by esbuild. Ports 9400-9499.
import { spawn, execFileSync } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { tsImport } from "tsx/esm/api";

// The admin's build is TypeScript (it reads the content with src/content-reader); tsx, the one way this
// project runs TypeScript outside Gatsby, loads it, so `node scripts/cms-test.mjs` (Playwright's web
// server) and the other .mjs scripts that start an editing session still run under plain Node.
/** @type {typeof import("../src/pipeline/editor-bundle")} */
const { adminBuildOptions, adminEnvironment } = await tsImport("../src/pipeline/editor-bundle.ts", import.meta.url);
/** @type {typeof import("../src/content-reader/read-content")} */
const { readContent } = await tsImport("../src/content-reader/read-content.ts", import.meta.url);

const ROOT = resolve(fileURLToPath(import.meta.url), "../..");

/** Fails with a plain message when something already listens on `port`. */
async function assertPortFree(port) {
  const probe = createServer();
  await new Promise((resolve, reject) => {
    probe.once("error", (error) =>
      reject(error.code === "EADDRINUSE" ? new Error(`Port ${port} is in use (an editing session still running?): stop it first.`) : error),
    );
    probe.listen(port, resolve);
  });
  await new Promise((resolve) => probe.close(resolve));
}

async function waitFor(url, init, what) {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(url, init);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${what} did not start at ${url}`);
}

/**
 * The local editor: decap-server saving into `repo`, and the admin built into `site`/admin with that
 * backend, served from `site` on `adminPort` (rebuilt on each change with `watch`). Used by
 * `npm run cms` (on this checkout) and by the sessions below (on a temporary copy).
 */
export async function startLocalEditor({ repo, site, adminPort, backendPort, host, watch = false, logLevel, plugins = [] }) {
  // A backend left running by an earlier session would answer in this one's place, saving into its own copy.
  await assertPortFree(backendPort);
  const backend = spawn(process.execPath, [fileURLToPath(import.meta.resolve("decap-server"))], {
    env: { ...process.env, PORT: String(backendPort), GIT_REPO_DIRECTORY: repo, MODE: "fs", ...(logLevel ? { LOG_LEVEL: logLevel } : {}) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // Never outlive this process, however it ends.
  const killBackend = () => backend.kill();
  process.once("exit", killBackend);
  const backendUrl = `http://localhost:${backendPort}/api/v1`;
  const options = adminBuildOptions(join(site, "admin"), {
    content: readContent(ROOT),
    env: { ...adminEnvironment(), localBackendUrl: backendUrl },
  });
  const ctx = await esbuild.context({ ...options, plugins: [...plugins, ...options.plugins] });
  await (watch ? ctx.watch() : ctx.rebuild());
  await ctx.serve({ port: adminPort, servedir: site, ...(host ? { host } : {}) });
  return {
    backend,
    backendUrl,
    async stop() {
      process.off("exit", killBackend);
      const exited = backend.exitCode === null ? once(backend, "exit") : Promise.resolve();
      backend.kill();
      await Promise.all([exited, ctx.dispose()]);
    },
  };
}

/**
 * Starts the session in `dir` (a new temporary folder by default); `stop()` ends both servers and removes the folder.
 * A measurement of another layout (tools/bench/bench-decap-i18n.mjs) rearranges the copy with `prepare` before its first
 * commit and changes the admin bundle with esbuild `plugins`.
 */
export async function startCmsSession({
  adminPort = 9415,
  backendPort = adminPort + 1,
  dir = mkdtempSync(join(tmpdir(), "cms-")),
  prepare = (repo) => repo,
  plugins = [],
} = {}) {
  const repo = join(dir, "repo");
  cpSync(join(ROOT, "content"), join(repo, "content"), { recursive: true });
  prepare(repo);
  const git = (...args) => execFileSync("git", args, { cwd: repo, encoding: "utf8" });
  git("init", "-q", "-b", "main");
  git("add", ".");
  git("-c", "user.name=test", "-c", "user.email=test@example.org", "commit", "-qm", "content as in the repository");

  const editor = await startLocalEditor({
    repo,
    site: join(dir, "site"),
    adminPort,
    backendPort,
    host: "127.0.0.1",
    logLevel: "warn",
    plugins,
  });
  await waitFor(
    editor.backendUrl,
    { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"action":"info"}' },
    "decap-server",
  );

  return {
    repo,
    adminUrl: `http://localhost:${adminPort}/admin/`,
    async stop() {
      await editor.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
