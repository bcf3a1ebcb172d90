import fs from "node:fs";
import path from "node:path";
import { checkLimits, headerRuleCount, hostPlan, redirectCounts, type DeployMeasures } from "../../deploy/host-limits";
import type { PostBuildStep } from "./step";

/** Compressed copies an earlier build wrote beside a file (neither host serves them: both compress at the edge). */
const isStaleCopy = (file: string, present: Set<string>) => /\.(br|gz)$/.test(file) && present.has(file.replace(/\.(br|gz)$/, ""));

/** Every file under public/, by its path from there. */
const filesUnder = (dir: string): string[] =>
  (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

/** What a deploy of public/ (its `files`, from there) measures, as the hosts count it. */
function measureDeploy(publicDir: string, files: string[]): DeployMeasures {
  let largest = { file: "", bytes: 0 };
  for (const file of files) {
    const bytes = fs.statSync(path.join(publicDir, file)).size;
    if (bytes > largest.bytes) largest = { file, bytes };
  }
  const read = (name: string) => (fs.existsSync(path.join(publicDir, name)) ? fs.readFileSync(path.join(publicDir, name), "utf8") : "");
  return { files: files.length, largest, headerRules: headerRuleCount(read("_headers")), ...redirectCounts(read("_redirects")) };
}

export const hostLimits: PostBuildStep = {
  name: "host limits",
  purpose: "public/ counted against the deploy plan's published limits (DEPLOY_PLAN; last: every file is final)",
  run: ({ publicDir, warn }) => {
    const files = filesUnder(publicDir);
    const present = new Set(files);
    const stale = new Set(files.filter((file) => isStaleCopy(file, present)));
    for (const file of stale) fs.rmSync(path.join(publicDir, file));
    const plan = hostPlan(process.env.DEPLOY_PLAN);
    // The listing once: what is left of it once the stale copies are gone.
    const measures = measureDeploy(
      publicDir,
      files.filter((file) => !stale.has(file)),
    );
    const { errors, warnings } = checkLimits(measures, plan);
    if (errors.length) throw new Error(`a deploy to ${plan} would be refused:\n  ${errors.join("\n  ")}`);
    for (const warning of warnings) warn(`host limits: ${warning}`);
    return [
      `${measures.files} files (largest ${measures.largest.file}, ${(measures.largest.bytes / 1024).toFixed(0)} KiB)`,
      `${measures.headerRules} header rules, ${measures.staticRedirects + measures.dynamicRedirects} redirects, within ${plan}`,
      ...(stale.size ? [`removed ${stale.size} compressed copies an earlier build wrote`] : []),
    ].join("; ");
  },
};
