export type Page = { route: string; source: string; shownOn?: Set<string> };
export type ChangedPage = { file: string; base?: string; head?: string };

export declare const PAGES_DIR: string;
export declare const IMAGES_DIR: string;
export declare const STORIES_DIR: string;
export declare function isPageFile(file: string): boolean;
export declare function isStoryFile(file: string): boolean;
export declare function slugOf(source: string): string | undefined;
export declare function pagesOf<S>(
  files: { file: string; source: string }[],
  settings: S,
  fillSlug: (slug: string, settings: S) => string,
  plan?: typeof import("../../src/stories/plan"),
  now?: number,
): Map<string, Page>;
export declare function reach(file: string): "none" | "page" | "image" | "all";
export declare function changedPages(
  changedFiles: string[],
  sides: { base: Map<string, Page>; head: Map<string, Page> },
): { every?: string; pages: ChangedPage[]; feed: boolean };
export declare function translationsLeftBehind(
  changedFiles: string[],
  head: Map<string, Page>,
  locales: Pick<typeof import("../../src/i18n/locales"), "localeOf" | "counterpart" | "LOCALES">,
): { english: string; translation: string }[];
