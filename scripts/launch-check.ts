// `npm run launch-check`: every sample left in the checkout, in both languages, one per line as
// `file:line: what it is — what to put there (CONTENT.md section)`; exits 1 while any remain. A launch build
// (LAUNCH_BUILD=1, or the host's production context) runs the same check and refuses to build (gatsby-node.ts).
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { samplesOf, samplesReport } from "../src/content-checks/samples";
import { readContent } from "../src/content-reader/read-content";
import { SETTINGS_FILE } from "../src/settings";

const root = resolve(process.argv[2] ?? ".");
const samples = samplesOf(readContent(root).entries, readFileSync(join(root, SETTINGS_FILE), "utf8"));
if (samples.length) {
  console.error(samplesReport(samples));
  process.exitCode = 1;
} else console.log("launch check: no samples left; the site may launch.");
