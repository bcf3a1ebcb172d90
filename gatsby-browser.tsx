import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import type { Renderer } from "react-dom";
import { hydrateRoot } from "react-dom/client";
import { wrapPageElement as wrap } from "./src/wrap-page-element";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrap;

/**
 * The page is already readable as HTML; hydrating it is a transition, so React does the work in
 * small slices between frames instead of one long task that would hold up a slow phone.
 */
function hydrateInSlices(element: ReactElement, container: Element) {
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
// Gatsby still types this hook with React 17's legacy `render` signature; Gatsby only ever calls it as (element, container).
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInSlices as unknown as Renderer;

/** New pages open at the top, smoothly unless the visitor prefers less motion; links with #anchors go to their section. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) => {
  if (!prevRouterProps) return true;
  const behavior: ScrollBehavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth";
  const { hash } = routerProps.location;
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  // The router focuses this wrapper after navigating; a focus() that came after our smooth scroll would cancel it.
  document.getElementById("gatsby-focus-wrapper")?.focus({ preventScroll: true });
  if (target) target.scrollIntoView({ behavior });
  else window.scrollTo({ top: 0, behavior });
  return false;
};
