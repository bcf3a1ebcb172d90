// npm run test:cms: the admin's browser tests against one local editing session (see cms-session.mjs).
import { spawnSync } from "node:child_process";
import { startCmsSession } from "./cms-session.mjs";

const session = await startCmsSession();
let status = 1;
try {
  const run = spawnSync("npx", ["playwright", "test", "-c", "playwright.cms.config.ts", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, CMS_REPO_DIR: session.repo, CMS_ADMIN_URL: session.adminUrl },
  });
  status = run.status ?? 1;
} finally {
  await session.stop();
}
process.exit(status);
