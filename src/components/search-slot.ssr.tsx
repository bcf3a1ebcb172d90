// The build's HTML renderer renders the search whole and at once (see search-slot.tsx); gatsby-node.ts swaps it in.
export { Search } from "./search";
