import { fontStack } from "./fonts";
import { HEADER_BOX, rem } from "./header-box";

/** Design tokens: the one place colours, type, spacing and breakpoints are decided. */
export const theme = {
  colors: {
    ink: "#1c1c1c",
    inkSoft: "#4a4a4a",
    navy: "#0f2a44",
    navyDeep: "#0a1d30",
    gold: "#c9962b",
    goldSoft: "#f3e4c0",
    sand: "#f4ede1",
    sky: "#7fb3d5",
    white: "#ffffff",
    black: "#000000",
    focus: "#ffbf47",
    line: "#d9d2c5",
  },
  fonts: {
    body: fontStack("body"),
    heading: fontStack("heading"),
  },
  fontSizes: {
    small: "0.9375rem",
    body: "1.125rem",
    lead: "1.3125rem",
    h3: "1.375rem",
    h2: "clamp(1.75rem, 1.3rem + 1.6vw, 2.375rem)",
    h1: "clamp(2.125rem, 1.5rem + 3vw, 3.5rem)",
  },
  space: {
    xs: "0.5rem",
    sm: "1rem",
    md: "1.5rem",
    lg: "2.5rem",
    xl: "4rem",
  },
  /** A comfortable line for reading: about 70 characters of body text (Atkinson's "0", which ch measures, is wide). */
  measure: "52ch",
  maxWidth: "72rem",
  radius: "0.5rem",
  /** The header is one row at every width (see header-box.ts): what starts below it, and the scroll padding, use this. */
  headerHeight: rem(HEADER_BOX.height),
  breakpoints: {
    /** Where the pages' wide layouts begin (the header has its own, measured: src/pipeline/header-fit.ts). */
    nav: "72em",
    tablet: "40em",
  },
} as const;

export type Theme = typeof theme;

/** Off the screen, still read by screen readers: a control's word where only its icon shows. */
export const visuallyHidden = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** Media query helpers built from the breakpoint tokens. */
export const media = {
  wide: `@media (min-width: ${theme.breakpoints.nav})`,
  narrow: `@media (max-width: calc(${theme.breakpoints.nav} - 0.01em))`,
  tablet: `@media (min-width: ${theme.breakpoints.tablet})`,
};
