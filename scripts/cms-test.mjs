// npm run test:cms: the admin's browser tests against one local editing session (see cms-session.mjs).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { startCmsSession } from "./cms-session.mjs";

const session = await startCmsSession();
let status = 1;
try {
  // Asynchronous, so this process keeps answering esbuild's server while the tests run.
  const run = spawn("npx", ["playwright", "test", "-c", "playwright.cms.config.ts", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, CMS_REPO_DIR: session.repo, CMS_ADMIN_URL: session.adminUrl },
  });
  [status] = await once(run, "exit");
} finally {
  await session.stop();
}
process.exit(status ?? 1);
