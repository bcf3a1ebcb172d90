import type { GatsbyBrowser } from "gatsby";
import { wrapPageElement as wrap } from "./src/wrap-page-element";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrap;

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
