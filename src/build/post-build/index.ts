import { calendars } from "./calendars";
import { feeds } from "./feeds";
import { headersFile } from "./headers-file";
import { notFoundPages } from "./not-found-pages";
import { nulBytes } from "./nul-bytes";
import { precompressed } from "./precompressed";
import { scriptLoading } from "./script-loading";
import { siteFiles } from "./site-files";
import { sitemap } from "./sitemap";
import type { PostBuildStep } from "./step";

/** What the build writes after Gatsby, in order: files beside the pages, then rewrites of the pages, then what hashes and compresses them. */
export const POST_BUILD_STEPS: PostBuildStep[] = [
  notFoundPages,
  sitemap,
  feeds,
  calendars,
  siteFiles,
  nulBytes,
  scriptLoading,
  headersFile,
  precompressed,
];
export { runSteps, type PostBuildInput } from "./step";
