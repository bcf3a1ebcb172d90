import { Link } from "gatsby";
import { SampleTag } from "./sample-note";
import { useEffect, useState } from "react";
import styled from "styled-components";
import { usePageData } from "../hooks/use-page-data";
import { useTranslation } from "../hooks/use-locale";
import { Button } from "./button";
import { FieldRow, labelsAbove } from "./field-row";
import type { SearchKind, SearchQuery } from "./search-facts";

/** The filter kinds, in the order the field offers them. */
const SEARCH_KINDS: SearchKind[] = ["page", "story", "news", "event"];

/** What the visitor asks for, as the address carries it (?q=…&kind=…&tag=…), so a search can be shared and Back restores it. */

type Engine = typeof import("./search-engine");

/**
 * The search page's <Search />: a search field with its filters, the results as the visitor types, and below them
 * every page and story of the language, drawn at build time, so without JavaScript the page is a site map. The
 * results' code (./search-engine) and Pagefind's index load on this page only, after it has come alive.
 */
export function Search() {
  const { t } = useTranslation();
  const { searchList, path } = usePageData();
  const [query, setQuery] = useState<SearchQuery>({ q: "", kind: "", tag: "" });
  const [engine, setEngine] = useState<Engine>();
  const [status, setStatus] = useState("");
  const [ready, setReady] = useState(false);

  // The address is read once React runs (a shared link, or Back from a result), then follows every change.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    setQuery({ q: params.get("q") ?? "", kind: params.get("kind") ?? "", tag: params.get("tag") ?? "" });
    setReady(true);
    import("./search-engine").then(setEngine, () => setStatus(t("search.failed")));
  }, [t]);
  useEffect(() => {
    if (!ready) return;
    const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value));
    const address = `${window.location.pathname}${params.toString() ? `?${params}` : ""}`;
    // Replaced, not pushed: Back leaves the search page, and returns to this very search from a result.
    if (address !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, "", address);
  }, [query, ready]);

  const set = (key: keyof SearchQuery) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setQuery((current) => ({ ...current, [key]: event.target.value }));
  const tags = searchList?.tags ?? [];

  return (
    <>
      <Form role="search" method="get" action={path} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-field">{t("search.label")}</label>
        <FieldRow $border="inkSoft">
          <input
            id="search-field"
            type="search"
            name="q"
            value={query.q}
            onChange={set("q")}
            onFocus={() => engine?.loadPagefind().catch(() => {})}
            autoComplete="off"
            spellCheck={false}
          />
          <Button type="submit" $variant="outline">
            {t("search.submit")}
          </Button>
        </FieldRow>
        <Filters>
          <Filter name="kind" label={t("search.kind")} all={t("search.kind.all")} value={query.kind} onChange={set("kind")}>
            {SEARCH_KINDS.map((kind) => ({ value: kind, label: t(`search.kind.${kind}`) }))}
          </Filter>
          {tags.length > 0 && (
            <Filter name="tag" label={t("search.tag")} all={t("search.tag.all")} value={query.tag} onChange={set("tag")}>
              {tags.map((tag) => ({ value: tag, label: tag }))}
            </Filter>
          )}
        </Filters>
      </Form>
      <Status role="status" data-search-status="">
        {status}
      </Status>
      {engine && <engine.SearchResults query={query} onStatus={setStatus} />}
      {searchList && (
        <>
          <SearchListPart aria-labelledby="search-pages">
            <h2 id="search-pages">{t("search.pages")}</h2>
            <ul>
              {searchList.pages.map((page) => (
                <li key={page.route}>
                  <Link to={page.route}>{page.title}</Link>
                  {page.sample && <SampleTag />}
                </li>
              ))}
            </ul>
          </SearchListPart>
          {searchList.stories.length > 0 && (
            <SearchListPart aria-labelledby="search-stories">
              <h2 id="search-stories">{t("search.stories")}</h2>
              <ul>
                {searchList.stories.map((story) => (
                  <li key={story.route}>
                    <Link to={story.route}>{story.title}</Link> <time dateTime={story.date}>{story.dateText}</time>
                    {story.sample && <SampleTag />}
                  </li>
                ))}
              </ul>
            </SearchListPart>
          )}
        </>
      )}
    </>
  );
}

/** One filter, named by its key in the address (kind, tag): its label, and a choice of "all" or one of its options. */
function Filter({
  name,
  label,
  all,
  value,
  onChange,
  children: options,
}: {
  name: "kind" | "tag";
  label: string;
  all: string;
  value: string;
  onChange: React.ChangeEventHandler<HTMLSelectElement>;
  children: { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={`search-${name}`}>{label}</label>
      <select id={`search-${name}`} name={name} value={value} onChange={onChange}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const Form = styled.form`
  margin-top: ${({ theme }) => theme.space.lg};
  ${labelsAbove}
  button {
    margin: 0;
  }
  select {
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    border: 2px solid ${({ theme }) => theme.colors.inkSoft};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  > div {
    flex: 1 1 10rem;
  }
  select {
    width: 100%;
  }
`;

const Status = styled.p`
  min-height: 1.5em;
  margin: ${({ theme }) => theme.space.sm} 0;
  font-weight: 700;
`;

const SearchListPart = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  ul {
    padding-left: 1.25rem;
  }
  li {
    margin: 0.4rem 0;
  }
  time {
    color: ${({ theme }) => theme.colors.inkSoft};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
`;
