// The editor's local session for the browser tests: Playwright starts this as a web server (see
// playwright.config.ts) and ends it with SIGTERM when the run is over. `npm run test:cms` runs the
// editor's tests alone.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { parseArgs } from "node:util";
import { startCmsSession } from "./cms-session.mjs";

const { values } = parseArgs({ options: { port: { type: "string" } }, strict: false });

if (values.port) {
  const session = await startCmsSession({ adminPort: Number(values.port), dir: process.env.CMS_SESSION_DIR });
  console.log(`cms: editing session at ${session.adminUrl}, saving into ${session.repo}`);
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.once(signal, async () => {
      await session.stop();
      process.exit(0);
    });
  }
} else {
  const run = spawn("npx", ["playwright", "test", "--project=cms", ...process.argv.slice(2)], { stdio: "inherit" });
  const [status] = await once(run, "exit");
  process.exit(status ?? 1);
}
