import type { IGatsbyImageData } from "gatsby-plugin-image";
import { createContext, useContext } from "react";
import type { TocEntry } from "../mdx-schema/anchors";

/** What the page template hands to the components inside a page's MDX. */
export type PageData = {
  /** The page title, with {founder} already filled in. */
  title: string;
  /** The page's route, e.g. /advocacy (for links that share it). */
  path: string;
  /** Images the page places, by file name under content/images/. */
  images: Record<string, IGatsbyImageData>;
  /** The page's "## " headings, for the table of contents. */
  toc: TocEntry[];
};

const PageDataContext = createContext<PageData>({ title: "", path: "/", images: {}, toc: [] });

export const PageDataProvider = PageDataContext.Provider;

export const usePageData = () => useContext(PageDataContext);

/** The processed image for a file name; the build has already checked that the file exists. */
export function useImage(name: string, sizes: string): IGatsbyImageData {
  const image = usePageData().images[name];
  if (!image) throw new Error(`Image "${name}" is not in content/images/ or was not found by the page query.`);
  // The query asks for full-width images; each component says how wide it really shows them.
  return {
    ...image,
    images: {
      ...image.images,
      fallback: image.images.fallback && { ...image.images.fallback, sizes },
      sources: image.images.sources?.map((source) => ({ ...source, sizes })),
    },
  };
}
