import type { StringKey } from "./i18n/strings";
import type { FormKey } from "./mdx-schema/allowed-values";

/** The header turns solid once the page has scrolled more than this many pixels. */
export const SOLID_HEADER_THRESHOLD = 10;

/** Height of each embedded form's frame, in pixels (spec section 9). */
export const FRAME_HEIGHTS: Record<FormKey, number> = {
  contact: 652,
  advocacy: 610,
  healthGuide: 608,
  doctorChecklist: 608,
};

/** A link the site's chrome shows: its words (a key of the string tables) and its English route. */
export type NavItem = { label: StringKey; to: string };

/**
 * The six pages in the header and the footer's quick links, in the spec's order, named by their English
 * file: each one's route is the page's own (the founder's story is /about-<name>), read at build time.
 */
export const NAV_PAGES: { label: StringKey; file: string }[] = [
  { label: "nav.home", file: "content/pages/index.mdx" },
  { label: "nav.awareness", file: "content/pages/awareness.mdx" },
  { label: "nav.aid", file: "content/pages/donate.mdx" },
  { label: "nav.advocacy", file: "content/pages/advocacy.mdx" },
  { label: "nav.ourWhy", file: "content/pages/about-founder.mdx" },
  { label: "nav.about", file: "content/pages/about-yhwh.mdx" },
];

/** The navigation with each page's route as the content reader read it; throws naming a page that is not there. */
export function navigation(pages: readonly { file: string; route: string }[]): NavItem[] {
  return NAV_PAGES.map(({ label, file }) => {
    const page = pages.find((p) => p.file === file);
    if (!page?.route)
      throw new Error(`${file}: the menu links to this page, so it must exist with a route (see NAV_PAGES in src/constants.ts).`);
    return { label, to: page.route };
  });
}

/** Where every Donate button in the header goes: the ways to give on the Aid page. */
export const DONATE_TARGET = "/donate#ways-to-give";

/** The page for a man who needs help now: linked from the phone menu, the footer, the home hero and the Aid page. */
export const GET_HELP_PATH = "/get-help";

/** The search page (content/pages/search.mdx): linked from the header on every page, the phone menu and the 404 pages. */
export const SEARCH_PATH = "/search";

export const LEGAL_LINKS: NavItem[] = [
  { label: "legal.privacy", to: "/privacy" },
  { label: "legal.terms", to: "/terms" },
  { label: "legal.accessibility", to: "/accessibility" },
];

/** A form that has not finished loading by then is treated as unreachable and the fallback is stressed. */
export const FORM_LOAD_TIMEOUT_MS = 8000;
