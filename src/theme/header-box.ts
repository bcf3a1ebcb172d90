import type { Locale } from "../languages";

/**
 * Where the header changes, in em (a media query's em is the browser's default text size, so a reader who
 * enlarges it gets the narrower layout sooner, as the text grows). Below `menuWord` the row holds the emblem,
 * Get Help, Donate and the menu button's lines; from `menuWord` the button also says "Menu"; from `shortName`
 * the short name stands beside the emblem; from `wide` every menu link, Contact Us, the language and the
 * search are in the row, in the row's compact sizes (HEADER_BOX.compact) until `roomy`, where they take their
 * full sizes; from `fullName` the short name gives way to the full one. `rowMax` is the row's width on a wider
 * screen: wide enough for the full row.
 */
export type HeaderFit = { menuWord: number; shortName: number; wide: number; roomy: number; fullName: number; rowMax: number };
export type HeaderFits = Record<Locale, HeaderFit>;

/**
 * The header's measures, in rem: the one place both its styles (src/components/header.tsx, logo.tsx) and the
 * build's measurement of its row (src/pipeline/header-fit.ts) read them, so the breakpoints the build works out are the
 * widths the styles really take.
 */
export const HEADER_BOX = {
  /** The row's height: one row at every width (scroll padding, the hero and solid pages start below it). */
  height: 4.5,
  /** Space at the row's two ends, and between its items. */
  padX: 1,
  gap: 0.5,
  /** The row's widest extent where the screen is wider still (the page's text is narrower). */
  maxWidth: 80,
  /** The wordmark: the emblem's side, the space before the name, the name's size (heading face). */
  emblem: 2.5,
  logoGap: 0.5,
  logoText: 1.2,
  /** The interface's text size (body face, bold): the page's body size, and a little smaller in the phone's row. */
  text: 1.125,
  textNarrow: 1,
  /** A text link in the row (menu links, language, search): its padding on each side; menu links' spacing. */
  linkPadX: 0.45,
  linkGap: 0.25,
  /** A pill button (Get Help, Contact Us, Donate, Menu): its padding on each side where the row is wide, and narrow. */
  buttonPadX: 1,
  buttonPadXNarrow: 0.5,
  border: 0.125,
  /** The search magnifier and the menu's three lines. */
  icon: 1.25,
  burger: 1.1,
  /** Room left over in every row, for sub-pixel rounding and a focus outline's width. */
  slack: 1,
  /**
   * The whole row a little smaller where it would not fit at the sizes above (a laptop of 1,280 to 1,440 px in a
   * language of longer words): text at the body's 16 px floor, less padding, closer items.
   */
  compact: { text: 1, linkPadX: 0.3, buttonPadX: 0.65, gap: 0.35, linkGap: 0.1 },
} as const;

/** A measure of HEADER_BOX as CSS. */
export const rem = (value: number) => `${value}rem`;

/** Media queries from one of the header's breakpoints (in em): from it up, and below it. */
export const fromWidth = (em: number) => `@media (min-width: ${em}em)`;
export const belowWidth = (em: number) => `@media (max-width: ${(em - 0.01).toFixed(2)}em)`;
/** From one breakpoint up to (not including) another. */
export const betweenWidths = (from: number, to: number) => `@media (min-width: ${from}em) and (max-width: ${(to - 0.01).toFixed(2)}em)`;

/** The breakpoints the build measured from the labels (src/pipeline/header-fit.ts), put into every bundle as a constant by its bundler. */
declare const __HEADER_FITS__: HeaderFits;

/** The header's breakpoints in a language. */
export const headerFitIn = (locale: Locale): HeaderFit => __HEADER_FITS__[locale];
