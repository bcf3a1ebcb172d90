/** A listing's pager: which page numbers and gaps it shows, at each width, with no script. */

/**
 * A pager's window: the first page, the last, and `siblings` pages either side of the current one; a gap ("…")
 * stands for the pages between, except a gap of one page, which shows that page instead (a "…" for one number
 * takes its room and hides it). Page 6 of 112 with 2 siblings: 1 … 4 5 [6] 7 8 … 112.
 */
export type WindowItem = { kind: "page"; page: number; current: boolean } | { kind: "gap"; from: number; to: number };

export function pageWindow(page: number, pages: number, siblings: number): WindowItem[] {
  const shown = new Set([1, pages]);
  for (let p = Math.max(1, page - siblings); p <= Math.min(pages, page + siblings); p++) shown.add(p);
  const items: WindowItem[] = [];
  let before = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - before === 2) items.push({ kind: "page", page: before + 1, current: before + 1 === page });
    else if (p - before > 2) items.push({ kind: "gap", from: before + 1, to: p - 1 });
    items.push({ kind: "page", page: p, current: p === page });
    before = p;
  }
  return items;
}

/** How many pages either side of the current one the pager shows: on a phone (7 targets of 44 px fit 375 px) and wider. */
export const PAGER_SIBLINGS = { narrow: 1, wide: 2 } as const;

/**
 * The pager's items for both widths in one list, so the page needs no script: the wide window, with each item
 * that only one width shows marked `only` (the page's CSS hides it at the other width). The narrow window's pages
 * are all in the wide one; only its wider gaps are its own. Items are in page order (a gap at its first page).
 */
export type PagerItem = WindowItem & { only?: keyof typeof PAGER_SIBLINGS };

export function pagerItems(page: number, pages: number): PagerItem[] {
  const id = (item: WindowItem) => (item.kind === "page" ? `p${item.page}` : `g${item.from}-${item.to}`);
  const at = (item: WindowItem) => (item.kind === "page" ? item.page : item.from);
  const narrow = pageWindow(page, pages, PAGER_SIBLINGS.narrow);
  const wide = pageWindow(page, pages, PAGER_SIBLINGS.wide);
  const inNarrow = new Set(narrow.map(id));
  const inWide = new Set(wide.map(id));
  return [
    ...wide.map((item): PagerItem => (inNarrow.has(id(item)) ? item : { ...item, only: "wide" })),
    ...narrow.filter((item) => !inWide.has(id(item))).map((item): PagerItem => ({ ...item, only: "narrow" })),
  ].sort((a, b) => at(a) - at(b));
}
