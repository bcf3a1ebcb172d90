import type { StoryKind } from "../stories/card-models";
import type { SampleKind } from "./sample-note";

/** What a search result is, as the search page's filter names it. */
export type SearchKind = "page" | StoryKind;

/** What a visitor asks the search: the words and the two filters (the search page's form and its results share it). */
export type SearchQuery = { q: string; kind: string; tag: string };

export type SearchFactsProps = {
  title: string;
  kind: SearchKind;
  /** A story's date as the page writes it, its picture's smallest file and its tags in the page's language. */
  date?: string;
  image?: string;
  tags?: string[];
  /** A page or story marked sample: its search result says so. */
  sample?: SampleKind;
};

/**
 * What the search index records of a page besides its words (src/pipeline/post-build/search-index.ts reads the
 * built HTML): its title, its kind, and for a story its date, picture and tags, as Pagefind's meta and filters.
 * Empty and hidden elements, outside the page's text, so a visitor or a screen reader meets nothing.
 */
export function SearchFacts({ title, kind, date, image, tags = [], sample }: SearchFactsProps) {
  const meta = [
    "title[data-title]",
    ...(date ? ["date[data-date]"] : []),
    ...(image ? ["image[data-image]"] : []),
    ...(sample ? ["sample[data-sample-kind]"] : []),
  ];
  return (
    <>
      <span hidden data-pagefind-meta={meta.join(", ")} data-title={title} data-date={date} data-image={image} data-sample-kind={sample} />
      <span hidden data-pagefind-filter="kind[data-kind]" data-kind={kind} />
      {tags.map((tag) => (
        <span key={tag} hidden data-pagefind-filter="tag[data-tag]" data-tag={tag} />
      ))}
    </>
  );
}
