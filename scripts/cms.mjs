// npm run cms: edit in the browser on your own machine. Starts decap-server (the local backend: saves
// are written into content/ of this working tree) and the editor, rebuilt as src/ changes and served
// at http://localhost:8001/admin/. Its preview renders the site's own components, so it needs no other
// server; run `npm run develop` beside it to click through the whole site.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startLocalEditor } from "./cms-session.mjs";

const ROOT = resolve(fileURLToPath(import.meta.url), "../..");
// 8081 is decap-server's own default; both ports can be changed if another program uses them.
const backendPort = Number(process.env.CMS_BACKEND_PORT ?? 8081);
const adminPort = Number(process.env.CMS_PORT ?? 8001);

// Outside public/, which Gatsby empties and rebuilds on its own.
const site = mkdtempSync(join(tmpdir(), "cms-admin-"));
const editor = await startLocalEditor({ repo: ROOT, site, adminPort, backendPort, watch: true });

const stop = async () => {
  await editor.stop();
  rmSync(site, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
editor.backend.on("exit", stop);
console.log(`\nEdit in the browser at http://localhost:${adminPort}/admin/ (saves go to content/ in ${ROOT}).\n`);
