/**
 * @jest-environment node
 *
 * The listings' pager: which numbered pages it shows around the current one (pageWindow), how the phone's and the
 * wider screen's windows share one list of links (pagerItems), and the routes each listing page is given for them.
 * Every expectation is made from the page, the page count and the number of siblings, not from sample words.
 */
import { listingPageRoute, STORIES_PATH, storyRoute } from "../../src/routes";
import { listingPages, STORIES_PER_PAGE } from "../../src/stories/listing-pages";
import { PAGER_SIBLINGS, pagerItems, pageWindow, type PagerItem, type WindowItem } from "../../src/stories/pager";
import type { Story } from "../../src/content-reader/entry";

const GAP = "…";
/** A window as a reader sees it: numbers, the current one in brackets, and gaps. */
const seen = (items: WindowItem[]) => items.map((item) => (item.kind === "gap" ? GAP : item.current ? `[${item.page}]` : `${item.page}`));
/** What a width shows of the pager's one list: the items it does not hide. */
const at = (items: PagerItem[], width: keyof typeof PAGER_SIBLINGS): WindowItem[] =>
  items.filter((item) => !item.only || item.only === width).map(({ only: _, ...item }) => item as WindowItem);
const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => `${from + i}`);
const mark = (list: string[], page: number) => list.map((n) => (n === `${page}` ? `[${n}]` : n));

describe("a pager's window of numbered pages", () => {
  const LONG = 112;
  const s = PAGER_SIBLINGS.wide;

  it("shows the only page of one, as the current page", () => {
    expect(seen(pageWindow(1, 1, s))).toEqual(["[1]"]);
  });

  it("shows both pages of two, from either", () => {
    for (const page of [1, 2]) expect(seen(pageWindow(page, 2, s))).toEqual(mark(range(1, 2), page));
  });

  it("on the first page: the pages after it, a gap and the last", () => {
    expect(seen(pageWindow(1, LONG, s))).toEqual([...mark(range(1, 1 + s), 1), GAP, `${LONG}`]);
  });

  it("on the last page: the first, a gap and the pages before it", () => {
    expect(seen(pageWindow(LONG, LONG, s))).toEqual(["1", GAP, ...mark(range(LONG - s, LONG), LONG)]);
  });

  it("in the middle: the first, a gap, the siblings either side, a gap and the last", () => {
    const page = Math.ceil(LONG / 2);
    for (const siblings of [1, 2, 3])
      expect(seen(pageWindow(page, LONG, siblings))).toEqual([
        "1",
        GAP,
        ...mark(range(page - siblings, page + siblings), page),
        GAP,
        `${LONG}`,
      ]);
  });

  it("shows a page rather than a gap for one page (1 2 3 4, not 1 … 3 4)", () => {
    const page = s + 3; // the window starts at page 3: page 2 alone is between it and page 1
    expect(seen(pageWindow(page, LONG, s)).slice(0, 3)).toEqual(range(1, 3));
  });

  it("for every page of every length up to 40 and of 112: every page once, in order, as a number or in a gap", () => {
    for (const pages of [...range(1, 40).map(Number), LONG])
      for (let page = 1; page <= pages; page++)
        for (const siblings of [PAGER_SIBLINGS.narrow, PAGER_SIBLINGS.wide]) {
          const items = pageWindow(page, pages, siblings);
          const covered = items.flatMap((item) => (item.kind === "page" ? [item.page] : range(item.from, item.to).map(Number)));
          expect(covered).toEqual(range(1, pages).map(Number));
          expect(items.filter((item) => item.kind === "page" && item.current)).toEqual([{ kind: "page", page, current: true }]);
          const numbers = items.flatMap((item) => (item.kind === "page" ? [item.page] : []));
          expect(numbers[0]).toBe(1);
          expect(numbers.at(-1)).toBe(pages);
          // The siblings always show; a gap hides two pages or more, and never follows a gap.
          for (let p = Math.max(1, page - siblings); p <= Math.min(pages, page + siblings); p++) expect(numbers).toContain(p);
          for (const [i, item] of items.entries())
            if (item.kind === "gap") {
              expect(item.to - item.from).toBeGreaterThanOrEqual(1);
              expect(items[i + 1]?.kind).toBe("page");
            }
          // First, last, the siblings and two gaps at most: 2 · siblings + 5 targets, whatever the length.
          expect(items.length).toBeLessThanOrEqual(2 * siblings + 5);
        }
  });
});

describe("the pager's one list for a phone and a wider screen", () => {
  it("shows at each width that width's window, in page order", () => {
    for (const pages of [1, 2, 5, 9, 112])
      for (let page = 1; page <= pages; page++) {
        const items = pagerItems(page, pages);
        for (const width of ["narrow", "wide"] as const)
          expect([pages, page, width, at(items, width)]).toEqual([pages, page, width, pageWindow(page, pages, PAGER_SIBLINGS[width])]);
        const starts = items.map((item) => (item.kind === "page" ? item.page : item.from));
        expect(starts).toEqual([...starts].sort((a, b) => a - b));
      }
  });

  it("in the middle of a long listing, has 2 · siblings + 5 targets at each width (7 fit a phone at 375 px)", () => {
    const items = pagerItems(56, 112);
    expect(at(items, "narrow")).toHaveLength(2 * PAGER_SIBLINGS.narrow + 5);
    expect(at(items, "wide")).toHaveLength(2 * PAGER_SIBLINGS.wide + 5);
  });
});

describe("a listing's pages, each with its pager's routes", () => {
  const NOW = Date.parse("2026-06-15T12:00:00Z");
  const pageCount = 12;
  // One story more than 11 full pages: the twelfth page holds one.
  const stories = Array.from({ length: STORIES_PER_PAGE * (pageCount - 1) + 1 }, (_, i): Story => {
    const name = `story-${i}`;
    const date = new Date(NOW - (i + 1) * 86_400_000).toISOString().slice(0, 10);
    return {
      name,
      file: `content/stories/${name}.mdx`,
      locale: "en",
      route: storyRoute(name, "en"),
      frontmatter: { title: name, description: name, date, author: "A. Writer", image: "a.jpg", alt: "A picture.", tags: ["News"] },
    } as Story;
  });
  const main = listingPages(stories, NOW).filter((listing) => !listing.tag);

  it("links every number but the current page to its route, and names the first and last pages from the others", () => {
    expect(main).toHaveLength(pageCount);
    for (const listing of main) {
      const { page, pages, base } = listing;
      expect(base).toBe(STORIES_PATH);
      for (const item of listing.pager)
        if (item.kind === "page") expect(item.route).toBe(item.page === page ? undefined : listingPageRoute(base, item.page));
      expect(listing.pager.filter((item) => item.kind === "page" && item.current).map((item) => item.kind === "page" && item.page)).toEqual(
        [page],
      );
      expect(listing.first).toBe(page > 1 ? base : undefined);
      expect(listing.last).toBe(page < pages ? listingPageRoute(base, pages) : undefined);
      expect(listing.previous).toBe(page > 1 ? listingPageRoute(base, page - 1) : undefined);
      expect(listing.next).toBe(page < pages ? listingPageRoute(base, page + 1) : undefined);
    }
  });

  it("gives a listing of one page no pager", () => {
    const [only] = listingPages(stories.slice(0, STORIES_PER_PAGE), NOW).filter((listing) => !listing.tag);
    expect([only.pages, only.pager, only.first, only.last]).toEqual([1, [], undefined, undefined]);
  });
});
