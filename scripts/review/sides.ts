// The two sides of a review: the base (a commit, built in its own git worktree) and the head (the
// working tree, built in place). Reads each side's files and builds each side's site.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  createWriteStream,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PAGES_DIR, STORIES_DIR } from "../../src/content-reader/entry";
import type { FounderSettings } from "../../src/routes";
import type { SourceFile } from "./changes";

/** One side's content: its page and story files, its settings and its pictures (what the content reader needs). */
export type Side = { pages: SourceFile[]; settings: FounderSettings; images: Set<string> };

/** A side that could not be built; `side` is "base" or "head". */
export class SideError extends Error {
  side: "base" | "head";
  constructor(side: "base" | "head", message: string) {
    super(`review: the ${side} side ${message}`);
    this.side = side;
  }
}

const git = (args: string[], cwd = "."): string =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

/** The commit a ref names, or a SideError saying the base cannot be found. */
export function resolveBase(ref: string): string {
  try {
    return git(["rev-parse", "--verify", `${ref}^{commit}`]);
  } catch {
    throw new SideError("base", `could not be found: "${ref}" names no commit in this repository (fetch it first?)`);
  }
}

/** The default base: where this branch left main (or origin/main). */
export function defaultBaseRef(): string {
  for (const main of ["main", "origin/main"]) {
    try {
      return git(["merge-base", "HEAD", main]);
    } catch {
      // try the next name
    }
  }
  throw new SideError("base", "could not be found: no branch main or origin/main to start from; name a base ref");
}

/** Files that differ between the base commit and the working tree, untracked ones included. */
export function changedFiles(baseSha: string): string[] {
  const tracked = git(["diff", "--name-only", "--no-renames", baseSha]);
  const untracked = git(["ls-files", "--others", "--exclude-standard"]);
  return [...new Set([...tracked.split("\n"), ...untracked.split("\n")].filter(Boolean))];
}

/** The files below a folder of the base commit (the Spanish ones in es/ too), as paths from the folder. */
const namesIn = (baseSha: string, dir: string) =>
  (spawnSync("git", ["ls-tree", "-r", "--name-only", `${baseSha}:${dir}`], { encoding: "utf8" }).stdout ?? "").split("\n").filter(Boolean);

/** The page and story files, settings and pictures of the base commit (a commit before the stories has none). */
export function baseFiles(baseSha: string): Side {
  // Only MDX files are pages or stories.
  const filesIn = (dir: string) =>
    namesIn(baseSha, dir)
      .filter((name) => name.endsWith(".mdx"))
      .map((name) => ({ file: `${dir}/${name}`, source: git(["show", `${baseSha}:${dir}/${name}`]) }));
  return {
    pages: [...filesIn(PAGES_DIR), ...filesIn(STORIES_DIR)],
    settings: JSON.parse(git(["show", `${baseSha}:content/settings.json`])),
    images: new Set(namesIn(baseSha, "content/images")),
  };
}

/** The page and story files, settings and pictures of the working tree. */
export function headFiles(): Side {
  const filesIn = (dir: string) =>
    (existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: "utf8" }) : [])
      .filter((name) => name.endsWith(".mdx"))
      .map((name) => `${dir}/${name.split("\\").join("/")}`)
      .map((file) => ({ file, source: readFileSync(file, "utf8") }));
  return {
    pages: [...filesIn(PAGES_DIR), ...filesIn(STORIES_DIR)],
    settings: JSON.parse(readFileSync("content/settings.json", "utf8")),
    images: new Set(existsSync("content/images") ? readdirSync("content/images") : []),
  };
}

/** Runs `gatsby build` in a folder, its output into a log file; resolves to null or the reason it failed. */
function gatsbyBuild(cwd: string, log: string): Promise<string | null> {
  return new Promise((done) => {
    const out = createWriteStream(log);
    const child = spawn("npx", ["gatsby", "build"], { cwd, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.on("error", (error) => done(error.message));
    child.on("close", (code) => {
      out.end();
      done(code === 0 ? null : `gatsby build exited with ${code}`);
    });
  });
}

const tail = (log: string) =>
  readFileSync(log, "utf8")
    // Gatsby draws its progress with terminal escapes; a log is read without them.
    // eslint-disable-next-line no-control-regex
    .replace(/\x1b\[[0-9;]*[A-Za-z]/g, "")
    .split("\n")
    .filter((line) => line.trim())
    .slice(-25)
    .join("\n");

/** Builds the working tree in place; resolves to its public/ folder. */
export async function buildHead(logDir: string): Promise<string> {
  const log = join(logDir, "head-build.log");
  console.log(`review: building the head (the working tree), log in ${log}`);
  const failed = await gatsbyBuild(".", log);
  if (failed) throw new SideError("head", `(the working tree) did not build: ${failed}. Last lines of ${log}:\n${tail(log)}`);
  return resolve("public");
}

/**
 * Builds a commit in its own git worktree and keeps its public/ in node_modules/.cache/review,
 * keyed by the commit's tree, so a second review of the same base builds nothing. The worktree shares
 * this checkout's node_modules (a symlink) while package-lock.json is unchanged, else installs its own.
 */
export async function buildBase(baseSha: string, logDir: string): Promise<string> {
  const tree = git(["rev-parse", `${baseSha}^{tree}`]);
  const cached = resolve("node_modules/.cache/review", tree, "public");
  if (existsSync(join(cached, "sitemap.xml"))) {
    console.log(`review: the base ${baseSha.slice(0, 8)} was built before; using ${cached}`);
    return cached;
  }
  const log = resolve(logDir, "base-build.log");
  // Outside node_modules: Gatsby's Babel skips any file whose path contains node_modules.
  const dir = join(tmpdir(), `review-base-${tree.slice(0, 12)}`);
  rmSync(dir, { recursive: true, force: true });
  git(["worktree", "prune"]);
  git(["worktree", "add", "--detach", dir, baseSha]);
  try {
    const sameLock = git(["diff", "--name-only", baseSha, "--", "package-lock.json"]) === "";
    if (sameLock) symlinkSync(resolve("node_modules"), join(dir, "node_modules"), "dir");
    else {
      console.log("review: package-lock.json differs on the base; installing its packages with npm ci");
      execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, stdio: ["ignore", "inherit", "inherit"] });
    }
    console.log(`review: building the base ${baseSha.slice(0, 8)} in ${dir}, log in ${log}`);
    const failed = await gatsbyBuild(dir, log);
    if (failed) throw new SideError("base", `(${baseSha.slice(0, 8)}) did not build: ${failed}. Last lines of ${log}:\n${tail(log)}`);
    mkdirSync(resolve(cached, ".."), { recursive: true });
    // A rename across file systems (tmp to the checkout) is not possible; copy, then the worktree goes.
    cpSync(join(dir, "public"), cached, { recursive: true });
    return cached;
  } finally {
    // Unlink the shared node_modules first, so removing the worktree can never reach into ours.
    const modules = join(dir, "node_modules");
    if (lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(modules);
    git(["worktree", "remove", "--force", dir]);
  }
}
