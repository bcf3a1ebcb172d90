import type { StringKey } from "./i18n/strings";
import type { FormKey } from "./mdx-schema/allowed-values";
import { anchoredRoute } from "./routes";

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
type NavItem = { label: StringKey; to: string };

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

/** The legal pages every footer links to, by their English file. */
const LEGAL_PAGES: { label: StringKey; file: string }[] = [
  { label: "legal.privacy", file: "content/pages/privacy.mdx" },
  { label: "legal.terms", file: "content/pages/terms.mdx" },
  { label: "legal.accessibility", file: "content/pages/accessibility.mdx" },
];
/** The legal pages' English files: counsel signs each off before launch (src/content-checks/sign-off.ts). */
export const LEGAL_FILES = LEGAL_PAGES.map(({ file }) => file);

/** The other pages the chrome links to, by their English file (their routes are the pages' own, as above). */
const CHROME_PAGES = {
  /** For a man who needs help now: the header's Get Help, the footer, the 404 pages. */
  help: "content/pages/get-help.mdx",
  /** The search page: the header on every page, the phone menu and the 404 pages. */
  search: "content/pages/search.mdx",
  /** Where every Donate button in the header goes, at DONATE_ANCHOR. */
  donate: "content/pages/donate.mdx",
} as const;

/** The Donate page's section of ways to give, which the header's Donate buttons open at. */
export const DONATE_ANCHOR = "ways-to-give";

/** Every route the site's chrome links to, each an English route read from its page (the components localize it). */
export type SiteLinks = { nav: NavItem[]; legal: NavItem[]; help: string; search: string; donate: string };

/** The chrome's links with each page's route as the content reader read it; throws naming every page that is not there (or lacks the Donate anchor). */
export function siteLinks(pages: readonly { file: string; route: string; mdx?: { anchors: ReadonlySet<string> } }[]): SiteLinks {
  const problems = new Set<string>();
  const routeOf = (file: string) => {
    const route = pages.find((p) => p.file === file)?.route;
    if (!route) problems.add(`${file}: the header or footer links to this page, so it must exist with a route (see src/constants.ts).`);
    return route ?? "/";
  };
  const donatePage = pages.find((p) => p.file === CHROME_PAGES.donate);
  if (donatePage?.mdx && !donatePage.mdx.anchors.has(DONATE_ANCHOR))
    problems.add(
      `${CHROME_PAGES.donate}: every Donate button in the header opens this page at #${DONATE_ANCHOR}; keep a Section with id="${DONATE_ANCHOR}" (or a heading whose id it is).`,
    );
  const items = (list: typeof NAV_PAGES) => list.map(({ label, file }) => ({ label, to: routeOf(file) }));
  const links = {
    nav: items(NAV_PAGES),
    legal: items(LEGAL_PAGES),
    help: routeOf(CHROME_PAGES.help),
    search: routeOf(CHROME_PAGES.search),
    donate: anchoredRoute(routeOf(CHROME_PAGES.donate), DONATE_ANCHOR),
  };
  if (problems.size) throw new Error([...problems].join("\n"));
  return links;
}

/** A form that has not finished loading by then is treated as unreachable and the fallback is stressed. */
export const FORM_LOAD_TIMEOUT_MS = 8000;
