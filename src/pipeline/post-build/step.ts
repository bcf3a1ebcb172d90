import fs from "node:fs";
import path from "node:path";
import type { Story } from "../../content-reader/entry";
import { routeOfHtml } from "../../routes";
import type { SitePlan } from "../../plan/site-plan";
import { writeIfChanged } from "../write-if-changed";

/**
 * What every post-build step is given, from one place (gatsby-node's onPostBuild): never read from elsewhere. The
 * settings are the plan's content tree's (`plan.tree.settingsIn`), the file the pages were built from.
 */
export type PostBuildInput = {
  publicDir: string;
  plan: SitePlan;
  /** A story's share picture, absolute. */
  shareImage: (story: Story) => string;
  /** The editor's sign-in host, when CMS_AUTH_URL names one (its CSP allows it). */
  adminAuthOrigin?: string;
  /** Where a step reports what the writer should know but that does not stop the build (Gatsby's reporter.warn). */
  warn: (line: string) => void;
  /** A folder kept between builds, beside public/ (Gatsby's .cache/), where a step keeps what it needs to skip work. */
  cacheDir: string;
};

/**
 * One file the build writes or rewrites after Gatsby: a name, a one-line purpose, and a run that returns
 * what it wrote or changed (for the build log) and throws, naming what it expected, when its input is missing.
 */
export type PostBuildStep = {
  name: string;
  purpose: string;
  run: (input: PostBuildInput, files: StepFiles) => string | Promise<string>;
};

/**
 * How a step writes its files (under public/, or the cache folder for what it keeps between builds): a file that
 * already holds the bytes is left alone (its time too), so a rebuild rewrites, re-indexes and recompresses only what
 * changed. It counts what it wrote and what it left, for the log.
 */
export class StepFiles {
  written = 0;
  unchanged = 0;
  constructor(readonly publicDir: string) {}

  /** Writes `file` (a path, absolute or from the working folder) unless it holds `body` already; true when it wrote. */
  write(file: string, body: string | Buffer): boolean {
    const wrote = writeIfChanged(file, body);
    if (wrote) this.written += 1;
    else this.unchanged += 1;
    return wrote;
  }

  /** Writes a file at a route under public/ (as write does) and returns its path from public/, for the report. */
  writeRoute(route: string, body: string | Buffer): string {
    this.write(path.join(this.publicDir, route), body);
    return route.replace(/^\//, "");
  }

  /** "3 file(s) written, 1286 unchanged": what the log line ends with, when the step wrote through here. */
  get summary(): string {
    return `${this.written} file(s) written, ${this.unchanged} unchanged`;
  }
}

/** Thrown by a step whose input is not there: the build stops with the step's name and this message. */
export class StepInputMissing extends Error {}

/**
 * Runs the steps in order; the first that throws stops the rest and its message names the step. Each logs
 * "<name>: <report> (<seconds> s)", the seconds that `npm run bench:scale` reads from the build log per step.
 */
export async function runSteps(steps: PostBuildStep[], input: PostBuildInput, log: (line: string) => void): Promise<void> {
  for (const step of steps) {
    const since = performance.now();
    const files = new StepFiles(input.publicDir);
    let report: string;
    try {
      report = await step.run(input, files);
    } catch (error) {
      throw new Error(`Post-build step "${step.name}" (${step.purpose}) failed: ${(error as Error).message}`);
    }
    const counted = files.written + files.unchanged > 0 ? `; ${files.summary}` : "";
    log(`${step.name}: ${report}${counted} (${((performance.now() - since) / 1000).toFixed(2)} s)`);
  }
}

/** Every built HTML page under public/, with the route it answers (not Gatsby's _gatsby/ fragments, nor the editor's admin/). */
export function builtPages(publicDir: string, dir = publicDir): { file: string; route: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "_gatsby" || (dir === publicDir && entry.name === "admin") ? [] : builtPages(publicDir, file);
    if (!entry.name.endsWith(".html")) return [];
    return [{ file, route: routeOfHtml(path.relative(publicDir, file)) }];
  });
}
