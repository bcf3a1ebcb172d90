// npm run cms: edit in the browser on your own machine. Starts `gatsby develop` (http://localhost:8000),
// decap-server (the local backend: saves land in this working tree) and the admin bundle, rebuilt on
// change into public/admin/, which develop serves at http://localhost:8000/admin/.
import { spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { adminBuildOptions, adminEnvironment } from "./build-admin.mjs";

const ROOT = resolve(fileURLToPath(import.meta.url), "../..");
// decap-server's own default; set CMS_BACKEND_PORT if another program uses it.
const backendPort = Number(process.env.CMS_BACKEND_PORT ?? 8081);
const developPort = Number(process.env.DEVELOP_PORT ?? 8000);

const children = [
  spawn(process.execPath, [join(ROOT, "node_modules/decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(backendPort), GIT_REPO_DIRECTORY: ROOT, MODE: "fs" },
    stdio: "inherit",
  }),
  spawn("npx", ["gatsby", "develop", "--port", String(developPort)], {
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: "inherit",
  }),
];
const stop = () => children.forEach((child) => child.kill());
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((child) => child.on("exit", stop));

// Gatsby may empty public/ as it starts, so the admin is written once develop answers.
for (;;) {
  try {
    await fetch(`http://localhost:${developPort}/`);
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 1000));
  }
}
const env = { ...adminEnvironment(), localBackendUrl: `http://localhost:${backendPort}/api/v1` };
const ctx = await esbuild.context(adminBuildOptions(join(ROOT, "public/admin"), env));
await ctx.watch();
console.log(`\nEdit in the browser at http://localhost:${developPort}/admin/ (saves go to content/ in this folder).\n`);
