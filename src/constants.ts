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

function founderRoute(): string {
  const route = process.env.GATSBY_FOUNDER_ROUTE;
  if (!route) throw new Error("GATSBY_FOUNDER_ROUTE is not set: gatsby-config.ts sets it from the settings before the build.");
  return route;
}

/** The six routes in the header and the footer's quick links, in the spec's order. */
export const NAV_ITEMS: NavItem[] = [
  { label: "nav.home", to: "/" },
  { label: "nav.awareness", to: "/awareness" },
  { label: "nav.aid", to: "/donate" },
  { label: "nav.advocacy", to: "/advocacy" },
  // The founder's /about-<name> route, spelt at build time by founderSlug (see gatsby-config.ts).
  { label: "nav.ourWhy", to: founderRoute() },
  { label: "nav.about", to: "/about-yhwh" },
];

/** Where every Donate button in the header goes: the ways to give on the Aid page. */
export const DONATE_TARGET = "/donate#ways-to-give";

/** The page for a man who needs help now: linked from the phone menu, the footer, the home hero and the Aid page. */
export const GET_HELP_PATH = "/get-help";

export const LEGAL_LINKS: NavItem[] = [
  { label: "legal.privacy", to: "/privacy" },
  { label: "legal.terms", to: "/terms" },
];

/** A form that has not finished loading by then is treated as unreachable and the fallback is stressed. */
export const FORM_LOAD_TIMEOUT_MS = 8000;
