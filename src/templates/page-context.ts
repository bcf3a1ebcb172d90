import type { TocEntry } from "../mdx-schema/anchors";

/** What gatsby-node gives each page: its route, filled-in title, images, headings and header mode. */
export type PageContext = {
  id: string;
  slug: string;
  title: string;
  images: string[];
  toc: TocEntry[];
  solidHeader: boolean;
};
