import type { SiteLinks } from "../constants";
import type { TocEntry } from "../mdx-schema/anchors";
import type { ListingPage, StoryCardData, StoryKind, StoryViewData } from "../stories/plan";

/**
 * What the search page lists of its language, drawn at build time so it works without JavaScript: every page
 * the search reads (not itself, nor a page kept out of search) and every story, newest first, and the stories' tags.
 */
export type SiteMap = {
  pages: { title: string; route: string }[];
  stories: { title: string; route: string; date: string; dateText: string }[];
  tags: string[];
};

/** What gatsby-node gives each page: its route, filled-in title, images, headings and header mode. */
export type PageContext = {
  id: string;
  slug: string;
  title: string;
  images: string[];
  toc: TocEntry[];
  solidHeader: boolean;
  /** The route of the same page in the other language, when there is one (language link, hreflang). */
  translation?: string;
  /** The routes the header and footer link to, from the pages' own routes (see siteLinks). */
  links: SiteLinks;
  /** For a page that shows <LatestStories />: the next event and the newest stories. */
  stories?: { nextEvent?: StoryCardData; latest: StoryCardData[] };
  /** False for a page the search leaves out (its frontmatter says `search: false`, or it is the search page). */
  search?: false;
  /** For the search page (<Search />): every page and story of its language. */
  siteMap?: SiteMap;
  /** For a page or story whose frontmatter marks it as a sample: a visitor is told so (SampleNote). */
  sample?: true;
};

/** What a story's page gets: the page's fields, the story written out, and its structured data. */
export type StoryContext = Omit<PageContext, "stories" | "search" | "siteMap"> & {
  /** What the story is to the search (its filter "kind"). */
  kind: StoryKind;
  description: string;
  story: StoryViewData;
  /** The story's picture as shared (1200 x 630), its address absolute. */
  share: { url: string; width: number; height: number };
  jsonLd: object[];
};

/** What a page of the story listing gets (/stories, /stories/2, /stories/tag/<tag>, …). */
export type ListingContext = Pick<PageContext, "slug" | "title" | "images" | "solidHeader" | "translation" | "links"> &
  Omit<ListingPage, "stories" | "route"> & {
    description: string;
    stories: StoryCardData[];
    /** The tag as this language names it, on a tag's listing. */
    tagName?: string;
    /** Every tag that has stories, with its listing. */
    tags: { name: string; route: string }[];
  };
