// `npm run lighthouse`: Lighthouse's accessibility, best-practices and SEO categories must score 100
// on every route of the built site (one run each; these scores do not vary by run). `npm run bench` checks the same.
import { routesOf, serve } from "../../scripts/serve.mjs";
import { audit, launchChrome } from "./lighthouse-run.mjs";

const CATEGORIES = ["accessibility", "best-practices", "seo"];
const root = process.env.PUBLIC_DIR ?? "public";
const site = await serve(root);
const chrome = await launchChrome();
let failed = 0;
let passed = 0;
try {
  for (const route of routesOf(root)) {
    const lhr = await audit(`${site.origin}${route}`, chrome, CATEGORIES);
    for (const id of CATEGORIES) {
      const category = lhr.categories[id];
      const score = Math.round(category.score * 100);
      if (score === 100) {
        passed++;
        continue;
      }
      failed++;
      const misses = category.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
        .map((a) => `${a.id} (${a.title})`);
      console.log(`✘ ${route} ${id} ${score}: ${misses.join("; ")}`);
    }
    console.log(`${route}: ${CATEGORIES.map((id) => `${id} ${Math.round(lhr.categories[id].score * 100)}`).join(", ")}`);
  }
} finally {
  await chrome.kill();
  await site.close();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
