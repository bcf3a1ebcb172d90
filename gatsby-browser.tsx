import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import type { Renderer } from "react-dom";
import { hydrateRoot } from "react-dom/client";

/** Resolves in a task after this one, so the browser can paint and answer a tap between the two. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

type Wrap = typeof import("./src/wrap-page-element").wrapPageElement;
let wrap: Wrap | undefined;

/**
 * styled-components, then the layout and the site's components, each start in a task of their own after
 * the one React and Gatsby start in: started together they were one task of 100 ms on a slowed phone,
 * long enough to delay a tap. Gatsby waits for this before it renders anything.
 */
export const onClientEntry = (() =>
  nextTask()
    // styled-components reads the server's styles back when it starts: a task of its own too.
    .then(() => import("styled-components"))
    .then(nextTask)
    .then(() => import(/* webpackChunkName: "layout" */ "./src/wrap-page-element"))
    .then((module) => {
      wrap = module.wrapPageElement;
    })) satisfies GatsbyBrowser["onClientEntry"];

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = (args) => wrap!(args);

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
