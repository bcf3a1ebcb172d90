import type { StoryKind } from "../stories/listings";

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
};

/**
 * What the search index records of a page besides its words (src/pipeline/post-build/search-index.ts reads the
 * built HTML): its title, its kind, and for a story its date, picture and tags, as Pagefind's meta and filters.
 * Empty and hidden elements, outside the page's text, so a visitor or a screen reader meets nothing.
 */
export function SearchFacts({ title, kind, date, image, tags = [] }: SearchFactsProps) {
  const meta = ["title[data-title]", ...(date ? ["date[data-date]"] : []), ...(image ? ["image[data-image]"] : [])];
  return (
    <>
      <span hidden data-pagefind-meta={meta.join(", ")} data-title={title} data-date={date} data-image={image} />
      <span hidden data-pagefind-filter="kind[data-kind]" data-kind={kind} />
      {tags.map((tag) => (
        <span key={tag} hidden data-pagefind-filter="tag[data-tag]" data-tag={tag} />
      ))}
    </>
  );
}
