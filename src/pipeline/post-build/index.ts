import { calendars } from "./calendars";
import { feeds } from "./feeds";
import { headersFile } from "./security-headers";
import { notFoundPages } from "./not-found-pages";
import { nulBytes } from "./nul-bytes";
import { precompressed } from "./precompressed";
import { scriptLoading } from "./move-scripts";
import { searchIndex } from "./search-index";
import { siteFiles } from "./robots-manifest-icons";
import { sitemap } from "./sitemap";
import type { PostBuildStep } from "./step";

/**
 * What the build writes after Gatsby, in order: files beside the pages, then rewrites of the pages, then the search
 * index over the final pages, then what hashes and compresses them.
 */
export const POST_BUILD_STEPS: PostBuildStep[] = [
  notFoundPages,
  sitemap,
  feeds,
  calendars,
  siteFiles,
  nulBytes,
  scriptLoading,
  searchIndex,
  headersFile,
  precompressed,
];
export { runSteps } from "./step";
