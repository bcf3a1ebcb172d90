import { calendars } from "./calendars";
import { editorBundle } from "../editor-bundle";
import { feeds } from "./feeds";
import { headersFile } from "./security-headers";
import { hostLimits } from "./host-limits";
import { notFoundPages } from "./not-found-pages";
import { nulBytes } from "./nul-bytes";
import { scriptLoading } from "./script-loading";
import { searchIndex } from "./search-index";
import { siteFiles } from "./site-files";
import { sitemap } from "./sitemap";
import { sourceMaps } from "./source-maps";
import type { PostBuildStep } from "./step";

/**
 * What the build writes after Gatsby, in order: files beside the pages, then rewrites of the pages, then the search
 * index over the final pages, then the content editor, then what hashes them, and last the count a host holds them to.
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
  sourceMaps,
  // The editor's files touch no page and no page step reads them (builtPages leaves admin/ out; Pagefind, run
  // before it, never sees its index.html). The headers step does not need them either: /admin's rules are fixed
  // paths (ADMIN_PATHS in src/deploy/headers.ts), and its index.html has no inline script to hash. So its one
  // constraint is to come before the host limits, which must count every final file; it sits before _headers
  // so that all the steps that write files come before the two that describe and count them.
  editorBundle,
  headersFile,
  hostLimits,
];
export { runSteps } from "./step";
