// npm run cms: edit in the browser on your own machine. Starts decap-server (the local backend: saves
// are written into content/ of this working tree) and the editor, rebuilt as src/ changes and served
// at http://localhost:8001/admin/. Its preview renders the site's own components, so it needs no other
// server; run `npm run develop` beside it to click through the whole site.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { adminBuildOptions, adminEnvironment } from "./build-admin.mjs";

const ROOT = resolve(fileURLToPath(import.meta.url), "../..");
// 8081 is decap-server's own default; both ports can be changed if another program uses them.
const backendPort = Number(process.env.CMS_BACKEND_PORT ?? 8081);
const adminPort = Number(process.env.CMS_PORT ?? 8001);

const backend = spawn(process.execPath, [join(ROOT, "node_modules/decap-server/dist/index.js")], {
  env: { ...process.env, PORT: String(backendPort), GIT_REPO_DIRECTORY: ROOT, MODE: "fs" },
  stdio: "inherit",
});
// Outside public/, which Gatsby empties and rebuilds on its own.
const site = mkdtempSync(join(tmpdir(), "cms-admin-"));
const env = { ...adminEnvironment(), localBackendUrl: `http://localhost:${backendPort}/api/v1` };
const ctx = await esbuild.context(adminBuildOptions(join(site, "admin"), env));
await ctx.watch();
await ctx.serve({ port: adminPort, servedir: site });

const stop = async () => {
  backend.kill();
  await ctx.dispose();
  rmSync(site, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
backend.on("exit", stop);
console.log(`\nEdit in the browser at http://localhost:${adminPort}/admin/ (saves go to content/ in ${ROOT}).\n`);
