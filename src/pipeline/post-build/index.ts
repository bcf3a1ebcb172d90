import { calendars } from "./calendars";
import { editorBundle } from "./editor-bundle";
import { feeds } from "./feeds";
import { headersFile } from "./security-headers";
import { notFoundPages } from "./not-found-pages";
import { nulBytes } from "./nul-bytes";
import { precompressed } from "./precompressed";
import { scriptLoading } from "./script-loading";
import { searchIndex } from "./search-index";
import { siteFiles } from "./site-files";
import { sitemap } from "./sitemap";
import { sourceMaps } from "./source-maps";
import type { PostBuildStep } from "./step";

/**
 * What the build writes after Gatsby, in order: files beside the pages, then rewrites of the pages, then the search
 * index over the final pages, then the content editor, then what hashes and compresses them.
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
  // constraint is to come before the compressed copies, which must see every final file; it sits before _headers
  // so that all the steps that write files come before the two that describe and compress them.
  editorBundle,
  headersFile,
  precompressed,
];
export { runSteps } from "./step";
