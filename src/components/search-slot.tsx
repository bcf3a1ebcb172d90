import React from "react";

/**
 * The search page's component, in a chunk of its own, so no other page's first load carries its code. In the
 * browser, React keeps the built HTML until the chunk is in. The build's HTML renderer takes search-slot.ssr.tsx
 * instead (gatsby-node.ts): a page that suspends while it renders let react-helmet's one shared head state be
 * read by another page rendered meanwhile, and /search was once built with no <title>.
 */
const LazySearch = React.lazy(() => import("./search").then((module) => ({ default: module.Search })));
export const Search = () => (
  <React.Suspense fallback={null}>
    <LazySearch />
  </React.Suspense>
);
