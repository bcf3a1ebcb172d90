export type Page = { route: string; source: string };
export type ChangedPage = { file: string; base?: string; head?: string };

export declare const PAGES_DIR: string;
export declare const IMAGES_DIR: string;
export declare function isPageFile(file: string): boolean;
export declare function slugOf(source: string): string | undefined;
export declare function pagesOf<S>(
  files: { file: string; source: string }[],
  settings: S,
  fillSlug: (slug: string, settings: S) => string,
): Map<string, Page>;
export declare function reach(file: string): "none" | "page" | "image" | "all";
export declare function changedPages(
  changedFiles: string[],
  sides: { base: Map<string, Page>; head: Map<string, Page> },
): { every?: string; pages: ChangedPage[] };
