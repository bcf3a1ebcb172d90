import { Link } from "gatsby";
import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { useTranslation } from "../hooks/use-locale";
import { pageAddress, SEARCH_SCRIPT } from "../routes";
import { Button } from "./button";
import type { SearchKind, SearchQuery } from "./search-facts";
import { SampleNote, type SampleKind } from "./sample-note";

/*
 * The search page's results, loaded by <Search /> on that page only (webpack makes this file a chunk of its own).
 * Pagefind's script is not bundled: it is fetched from the build's /pagefind/ bundle, and it picks the index of the
 * page's language by <html lang>.
 */

type PagefindData = {
  url: string;
  excerpt: string;
  meta: { title?: string; date?: string; image?: string; sample?: string };
  filters: { kind?: string[] };
  sub_results: { title: string; url: string; anchor?: { id: string } }[];
};
type Pagefind = {
  options: (options: object) => Promise<void>;
  init: () => Promise<void>;
  debouncedSearch: (
    query: string,
    options: { filters: Record<string, string> },
    wait: number,
  ) => Promise<{ results: { id: string; data: () => Promise<PagefindData> }[] } | null>;
};

/** Results shown at first, and added by "More results": each one shown is a fragment fetched before the list paints. */
const PAGE = 10;
/** How long typing must pause before a search runs. */
const PAUSE_MS = 150;
const BUNDLE = SEARCH_SCRIPT;

let pagefind: Promise<Pagefind> | undefined;
/** Pagefind, once: fetched when the visitor first focuses the field or a search is in the address. */
export function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* webpackIgnore: true */ BUNDLE) as Promise<Pagefind>).then(async (module) => {
    await module.options({ excerptLength: 24 });
    await module.init();
    return module;
  });
  // A failed fetch may be tried again on the next keystroke.
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

/** A result's address as the site's links write it: Pagefind's own (/privacy/#niños), its anchor's accents unescaped. */
const route = (url: string) => pageAddress(decodeURI(url));

type Result = {
  route: string;
  title: string;
  kind: SearchKind;
  date?: string;
  image?: string;
  sample?: SampleKind;
  excerpt: string;
  sections: { title: string; route: string }[];
};

const toResult = (data: PagefindData): Result => ({
  route: route(data.url),
  title: data.meta.title ?? route(data.url),
  kind: (data.filters.kind?.[0] as SearchKind | undefined) ?? "page",
  date: data.meta.date,
  image: data.meta.image,
  ...(data.meta.sample && { sample: data.meta.sample as SampleKind }),
  excerpt: data.excerpt,
  // The sections under a heading with an id that hold the words, each straight to its anchor.
  sections: data.sub_results.filter((sub) => sub.anchor?.id).map((sub) => ({ title: sub.title, route: route(sub.url) })),
});

/** The results of the query in the address, as a list of links; what they number goes to the page's polite status line. */
export function SearchResults({ query, onStatus }: { query: SearchQuery; onStatus: (status: string) => void }) {
  const { t } = useTranslation();
  const [results, setResults] = useState<{ for: SearchQuery; list: Result[]; total: number }>();
  // How many to show, for the query it was asked for: a new query starts again at one page.
  const [more, setMore] = useState<{ for: SearchQuery; shown: number }>();
  const shown = more?.for === query ? more.shown : PAGE;
  const list = useRef<HTMLOListElement>(null);
  const q = query.q.trim();

  // After "More results", the first new result takes the focus the vanished or moved button had.
  useEffect(() => {
    if (more?.for === results?.for && more && results && results.list.length >= more.shown - PAGE + 1)
      list.current?.querySelectorAll<HTMLElement>(":scope > li h3 a")[more.shown - PAGE]?.focus();
  }, [more, results]);

  useEffect(() => {
    if (!q) {
      setResults(undefined);
      onStatus("");
      return;
    }
    let current = true;
    const filters = Object.fromEntries(Object.entries({ kind: query.kind, tag: query.tag }).filter(([, value]) => value));
    loadPagefind()
      .then((engine) => engine.debouncedSearch(q, { filters }, PAUSE_MS))
      .then(async (search) => {
        // null: a later keystroke took this search's place.
        if (!search || !current) return;
        const found = (await Promise.all(search.results.slice(0, shown).map((result) => result.data()))).map(toResult);
        if (!current) return;
        const count = search.results.length;
        setResults({ for: query, list: found, total: count });
        onStatus(count === 0 ? t("search.none", { query: q }) : t(count === 1 ? "search.one" : "search.many", { count, query: q }));
      })
      .catch(() => current && onStatus(t("search.failed")));
    return () => {
      current = false;
    };
  }, [q, query, shown, onStatus, t]);

  if (!q || !results?.list.length) return null;
  return (
    <section aria-labelledby="search-results" data-search-results={results.for.q}>
      <h2 id="search-results">{t("search.results")}</h2>
      <List ref={list}>
        {results.list.map((result) => (
          <Item key={result.route}>
            {result.image && <img src={result.image} alt="" width={150} height={100} loading="lazy" decoding="async" />}
            <div>
              <h3>
                <Link to={result.route}>{result.title}</Link>
              </h3>
              <Meta>
                {t(`search.result.${result.kind}`)}
                {result.date && ` · ${result.date}`}
              </Meta>
              {/* Pagefind's excerpt: the page's own text, escaped, with the matched words in <mark>. */}
              <p dangerouslySetInnerHTML={{ __html: result.excerpt }} />
              {result.sample && <SampleNote kind={result.sample} />}
              {result.sections.length > 0 && (
                <ul>
                  {result.sections.slice(0, 3).map((section) => (
                    <li key={section.route}>
                      <Link to={section.route}>{section.title}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </Item>
        ))}
      </List>
      {results.total > results.list.length && (
        <Button type="button" $variant="outline" onClick={() => setMore({ for: query, shown: results.list.length + PAGE })}>
          {t("search.more")}
        </Button>
      )}
    </section>
  );
}

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.sand};
  img {
    flex: none;
    width: 6rem;
    height: 4rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
  }
  > div {
    min-width: 0;
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
  p {
    margin: 0.25rem 0;
  }
  mark {
    background: ${({ theme }) => theme.colors.sand};
    color: inherit;
    font-weight: 700;
  }
  ul {
    padding-left: 1.25rem;
  }
  li a {
    display: inline-block;
    padding: 0.3rem 0;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;
