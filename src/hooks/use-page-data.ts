import type { IGatsbyImageData } from "gatsby-plugin-image";
import { createContext, useContext } from "react";
import type { TocEntry } from "../mdx-schema/anchors";
import type { StoryCardData } from "../stories/card-models";
import type { SearchList } from "../plan/page-context";

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
  /** The newest stories and the next event, on a page that shows them (<LatestStories />). */
  stories?: { nextEvent?: StoryCardData; latest: StoryCardData[] };
  /** Every page and story of the language, on the search page (<Search />). */
  searchList?: SearchList;
  /** True when the page's whole text is a sample (its frontmatter says `sample: true`). */
  sample?: boolean;
};

const PageDataContext = createContext<PageData>({ title: "", path: "/", images: {}, toc: [] });

export const PageDataProvider = PageDataContext.Provider;

export const usePageData = () => useContext(PageDataContext);

/** The images a template's query found, by file name. */
export function imagesByName(nodes: readonly { relativePath: string; childImageSharp: unknown }[]): Record<string, IGatsbyImageData> {
  return Object.fromEntries(
    nodes.flatMap((node) => {
      const image = (node.childImageSharp as { gatsbyImageData?: IGatsbyImageData } | null)?.gatsbyImageData;
      return image ? [[node.relativePath, image]] : [];
    }),
  );
}

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
