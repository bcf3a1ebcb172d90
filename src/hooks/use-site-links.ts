import { createContext, useContext } from "react";
import type { SiteLinks } from "../constants";

const SiteLinksContext = createContext<SiteLinks | undefined>(undefined);

/** Given by the Layout, from the page's context: the routes the header, footer and notes link to. */
export const SiteLinksProvider = SiteLinksContext.Provider;

/** The routes the site's chrome links to (English; localize them with the translator's `to`). */
export function useSiteLinks(): SiteLinks {
  const links = useContext(SiteLinksContext);
  if (!links) throw new Error("useSiteLinks: no SiteLinksProvider above; the Layout gives one from the page's context (links).");
  return links;
}
