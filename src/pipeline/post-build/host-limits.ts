import fs from "node:fs";
import path from "node:path";
import type { PostBuildStep } from "./step";
/**
 * What the hosts we deploy to accept in one deploy, as they publish it, and how the build's output measures against
 * them. The build's last step counts public/ and fails naming the limit a deploy would break, or warns within 10 %
 * of it, so a site learns it has outgrown its plan before an upload is refused (docs/deploy.md, "Limits").
 */

/** A deploy's measures: what the hosts count. */
type DeployMeasures = {
  files: number;
  /** The largest file, by path under public/ and bytes. */
  largest: { file: string; bytes: number };
  /** Rules (path patterns) in _headers. */
  headerRules: number;
  /** _redirects lines whose source is one address, and those with a splat (*) or :placeholder. */
  staticRedirects: number;
  dynamicRedirects: number;
};

type Limit = { measure: keyof Omit<DeployMeasures, "largest"> | "largest"; most: number; what: string };

const MiB = 1024 * 1024;

/** What Cloudflare limits on every plan, Workers static assets and Pages alike: a file's size, _headers, redirects. */
const cloudflareRules = (product: string): Limit[] => [
  { measure: "largest", most: 25 * MiB, what: `${product}: 25 MiB per file` },
  { measure: "headerRules", most: 100, what: `${product}: 100 rules in _headers` },
  { measure: "staticRedirects", most: 2_000, what: `${product}: 2,000 static redirects` },
  { measure: "dynamicRedirects", most: 100, what: `${product}: 100 dynamic redirects` },
];
const WORKERS = "Cloudflare Workers static assets";
const PAGES = "Cloudflare Pages";

/**
 * Each host plan's published limits. Cloudflare Workers static assets: files per Worker version (20,000 free,
 * 100,000 paid; Workers' "Limits" page), 25 MiB a file, 100 _headers rules, 2,000 static and 100 dynamic redirects
 * (its "Headers" and "Redirects" pages). Cloudflare Pages: the same, per site (100,000 paid since January 2026; its
 * "Limits" page). Netlify publishes no count of files or rules for a static deploy; what it does limit (functions,
 * bandwidth, build minutes) the site does not use, so its plan checks nothing here and says so.
 */
const HOST_PLANS = {
  "workers-free": [
    { measure: "files", most: 20_000, what: `${WORKERS} (free plan): 20,000 files per version` },
    ...cloudflareRules(WORKERS),
  ],
  "workers-paid": [
    { measure: "files", most: 100_000, what: `${WORKERS} (paid plan): 100,000 files per version` },
    ...cloudflareRules(WORKERS),
  ],
  "cloudflare-free": [{ measure: "files", most: 20_000, what: `${PAGES} (free plan): 20,000 files per site` }, ...cloudflareRules(PAGES)],
  "cloudflare-paid": [
    { measure: "files", most: 100_000, what: `${PAGES} (paid plans): 100,000 files per site` },
    ...cloudflareRules(PAGES),
  ],
  netlify: [],
} satisfies Record<string, Limit[]>;

type HostPlan = keyof typeof HOST_PLANS;
/** The plan the build is held to unless DEPLOY_PLAN names another: the strictest, so no host refuses what passed. */
const DEFAULT_PLAN: HostPlan = "workers-free";
/** Within this share of a limit, the build warns. */
const NEAR = 0.9;

/** The plan DEPLOY_PLAN names, or the default; throws naming the known plans for an unknown one. */
function hostPlan(name: string | undefined): HostPlan {
  if (!name) return DEFAULT_PLAN;
  if (name in HOST_PLANS) return name as HostPlan;
  throw new Error(`DEPLOY_PLAN is "${name}"; it must be one of ${Object.keys(HOST_PLANS).join(", ")}.`);
}

const valueOf = (m: DeployMeasures, measure: Limit["measure"]) => (measure === "largest" ? m.largest.bytes : m[measure]);
const shown = (m: DeployMeasures, measure: Limit["measure"]) =>
  measure === "largest"
    ? `${m.largest.file} is ${(m.largest.bytes / MiB).toFixed(1)} MiB`
    : `${m[measure].toLocaleString("en-US")} ${measure}`;

/** Every limit of the plan the measures pass (errors) or come within 10 % of (warnings), each in words. */
function checkLimits(m: DeployMeasures, plan: HostPlan): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const limit of HOST_PLANS[plan] as Limit[]) {
    const value = valueOf(m, limit.measure);
    if (value > limit.most) errors.push(`${shown(m, limit.measure)}, over the limit of ${limit.what}.`);
    else if (value > limit.most * NEAR) warnings.push(`${shown(m, limit.measure)}, within 10 % of the limit of ${limit.what}.`);
  }
  return { errors, warnings };
}

/** Counts a _headers file's rules: each unindented, non-comment line names a path. */
export const headerRuleCount = (text: string): number => text.split("\n").filter((line) => /^[^\s#]/.test(line)).length;

/** Counts a _redirects file's rules, static (one address) and dynamic (a splat or a :placeholder in the source). */
function redirectCounts(text: string): { staticRedirects: number; dynamicRedirects: number } {
  const sources = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split(/\s+/)[0]);
  const dynamic = sources.filter((source) => /\*|\/:/.test(source)).length;
  return { staticRedirects: sources.length - dynamic, dynamicRedirects: dynamic };
}

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
