// `npm run launch-check`: everything a launch waits on, in both languages, one per line as `file:line: …`:
// samples to replace, facts a person must confirm (content/sign-off.json), translations behind the English.
// Exits 1 while anything remains. A launch build (LAUNCH_BUILD=1, or the host's production context) runs the
// same check and refuses to build (gatsby-node.ts). The rules: src/content-checks/sign-off.ts.
//
//   npm run launch-check [-- <root>]                            the report (--root <root> with the options below)
//   npm run launch-check -- --json                              the facts to confirm and translations behind, as JSON
//   npm run launch-check -- --confirm <id> [<id> …] --by NAME   records that NAME checked those facts today
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  confirmFacts,
  factsOf,
  launchCheck,
  launchReady,
  launchReport,
  readLaunchInputs,
  SIGN_OFF_FILE,
  signOffText,
} from "../src/content-checks/sign-off";

const { values, positionals } = parseArgs({
  options: { confirm: { type: "boolean" }, by: { type: "string" }, json: { type: "boolean" }, root: { type: "string" } },
  allowPositionals: true,
});
// The checkout: --root, or the one positional without --confirm (whose positionals are ids), or here.
const root = resolve(values.root ?? (values.confirm ? undefined : positionals[0]) ?? ".");
const { entries, settingsText, signOff, signOffPath } = readLaunchInputs(root);

if (values.confirm) {
  const facts = factsOf(entries, settingsText);
  const today = new Date().toISOString().slice(0, 10);
  writeFileSync(signOffPath, signOffText(confirmFacts(signOff, facts, positionals, values.by ?? "", today)));
  console.log(`${SIGN_OFF_FILE}: ${positionals.length} fact${positionals.length === 1 ? "" : "s"} confirmed by ${values.by} on ${today}.`);
} else {
  const check = launchCheck(entries, settingsText, signOff);
  // --json is a listing for tools (the launch-day test): the facts to confirm and the translations behind.
  if (values.json)
    console.log(JSON.stringify({ unconfirmed: check.unconfirmed, behind: check.translations.map((state) => state.file) }, null, 2));
  else if (launchReady(check))
    console.log("launch check: no samples left, every fact confirmed, every translation in step; the site may launch.");
  else console.error(launchReport(check));
  if (!values.json && !launchReady(check)) process.exitCode = 1;
}
