import React from "react";
import { Search as SearchNow } from "./search";

// The build's HTML renderer renders the search whole and at once (see search-slot.tsx); gatsby-node.ts swaps it in.
// The same Suspense boundary as the browser's, so the HTML it writes is what the browser hydrates.
export const Search = () => (
  <React.Suspense fallback={null}>
    <SearchNow />
  </React.Suspense>
);
