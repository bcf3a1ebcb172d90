// The header's breakpoints, worked out at build time from its labels' widths in the fonts a visitor may
// see. Node only (gatsby-node, src/pipeline/editor-bundle.ts, Jest): it reads the font files. Written here
// rather than taken from a library because it is a sum over our own header's items; the measuring of
// each word is fontkit's (its shaping, kerning included, is the browser's).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createFontStack, type FontMetrics } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import atkinsonHyperlegible from "@capsizecss/metrics/atkinsonHyperlegible";
import notoSerif from "@capsizecss/metrics/notoSerif";
import roboto from "@capsizecss/metrics/roboto";
import sourceSerif4 from "@capsizecss/metrics/sourceSerif4";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import * as fontkit from "fontkit";
import { LOCALE_INFO, LOCALES, type Locale } from "../languages";
import { translate } from "../i18n/strings";
import { NAV_PAGES } from "../constants";
import { settingsIn } from "../settings";
import type { FontRole } from "../theme/fonts";
import { HEADER_BOX as B, type HeaderFit, type HeaderFits } from "../theme/header-box";

/** Every word the header's row shows in one language. */
export type HeaderLabels = {
  nav: string[];
  help: string;
  contact: string;
  donate: string;
  menu: string;
  language: string;
  name: string;
  shortName: string;
};

/** The header's words in a language, from the string tables and the settings, as the header writes them. */
export function headerLabels(locale: Locale): HeaderLabels {
  const { organisation } = settingsIn(locale);
  const other = LOCALES.find((l) => l !== locale)!;
  return {
    nav: NAV_PAGES.map(({ label }) => translate(locale, label)),
    help: translate(locale, "header.help"),
    contact: translate(locale, "header.contact"),
    donate: translate(locale, "header.donate"),
    menu: translate(locale, "nav.menu"),
    language: LOCALE_INFO[other].name,
    name: organisation.name,
    shortName: organisation.shortName,
  };
}

/** A text's width in rem at a size in rem, in the widest of the faces a visitor may see for that role. */
export type Measure = (text: string, role: FontRole, size: number) => number;

/**
 * The header's breakpoints for one language's words. Each row is the sum of its items as header.tsx draws
 * them (HEADER_BOX), plus its slack; the wide rows also leave room for a desktop scroll bar, which a media
 * query's width includes.
 */
export function fitHeader(words: HeaderLabels, measure: Measure): HeaderFit {
  const text = (label: string, size: number = B.text) => measure(label, "body", size);
  const name = (label: string) => B.emblem + B.logoGap + measure(label, "heading", B.logoText);
  const pill = (label: string, padX: number, size?: number) => 2 * (padX + B.border) + text(label, size);
  const ends = 2 * B.padX + B.slack;
  const scrollBar = 1.125;
  const narrow = (logo: number, menuWord: boolean) =>
    ends +
    logo +
    [
      pill(words.help, B.buttonPadXNarrow, B.textNarrow),
      pill(words.donate, B.buttonPadXNarrow, B.textNarrow),
      2 * (B.buttonPadXNarrow + B.border) + B.burger + (menuWord ? B.gap + text(words.menu, B.textNarrow) : 0),
    ].reduce((sum, width) => sum + B.gap + width, 0);
  /** The whole row at one set of sizes: its full ones, or its compact ones. */
  type Sizes = { text: number; linkPadX: number; buttonPadX: number; gap: number; linkGap: number };
  const wide = (logo: number, size: Sizes = B) => {
    const link = (label: string) => 2 * size.linkPadX + text(label, size.text);
    return (
      ends +
      scrollBar +
      logo +
      [
        2 * size.linkPadX + B.icon,
        words.nav.reduce((sum, label) => sum + link(label), 0) + (words.nav.length - 1) * size.linkGap,
        pill(words.help, size.buttonPadX, size.text),
        pill(words.contact, size.buttonPadX, size.text),
        pill(words.donate, size.buttonPadX, size.text),
        link(words.language),
      ].reduce((sum, width) => sum + size.gap + width, 0)
    );
  };
  const round = (em: number) => Math.ceil(em * 100) / 100;
  const fullName = round(wide(name(words.name)));
  const roomy = round(wide(name(words.shortName)));
  return {
    menuWord: round(narrow(B.emblem, true)),
    shortName: round(narrow(name(words.shortName), true)),
    wide: Math.min(roomy, round(wide(name(words.shortName), B.compact))),
    roomy,
    fullName,
    rowMax: Math.max(B.maxWidth, fullName),
  };
}

/** The faces of each role a visitor may see: the web font, then its local fallbacks, each at capsize's size-adjust. */
const FACES: Record<FontRole, { file: string; metrics: FontMetrics }[]> = {
  body: [
    { file: "@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff2", metrics: atkinsonHyperlegible },
    // Arimo has Arial's widths (and Liberation Sans's, drawn to Arial's): desktops, iPhones and Linux.
    { file: "@fontsource/arimo/files/arimo-latin-700-normal.woff2", metrics: arial },
    { file: "@fontsource/roboto/files/roboto-latin-700-normal.woff2", metrics: roboto },
  ],
  heading: [
    { file: "@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2", metrics: sourceSerif4 },
    { file: "@fontsource/noto-serif/files/noto-serif-latin-600-normal.woff2", metrics: notoSerif },
    // Tinos has Times New Roman's widths, as Liberation Serif does. Georgia has no free twin to measure:
    // its size-adjust makes its average letter as wide as Source Serif's, and the row's slack covers the rest.
    { file: "@fontsource/tinos/files/tinos-latin-700-normal.woff2", metrics: timesNewRoman },
  ],
};

/** How much capsize scales a fallback so its average letter is as wide as the web font's (1 for the web font). */
function sizeAdjust(web: FontMetrics, local: FontMetrics): number {
  if (web === local) return 1;
  const [face] = createFontStack([web, local], { fontFaceFormat: "styleObject" }).fontFaces;
  return parseFloat(String(face["@font-face"].sizeAdjust ?? "100%")) / 100;
}

/** Measures with the font files under node_modules (resolved from the working directory, as the build runs). */
export function fontMeasure(): Measure {
  const resolve = createRequire(join(process.cwd(), "package.json")).resolve;
  const faces = Object.fromEntries(
    (Object.keys(FACES) as FontRole[]).map((role) => {
      const web = FACES[role][0].metrics;
      return [
        role,
        FACES[role].map(({ file, metrics }) => ({
          // The package's folder by its package.json (Jest maps a font file itself to a stub); a copy of the
          // bytes, so fontkit's checks see an array of the realm it runs in (Jest's jsdom has its own).
          font: fontkit.create(
            Uint8Array.from(
              readFileSync(join(dirname(resolve(`${file.split("/files/")[0]}/package.json`)), "files", file.split("/files/")[1])),
            ) as Buffer,
          ) as fontkit.Font,
          scale: sizeAdjust(web, metrics),
        })),
      ];
    }),
  ) as Record<FontRole, { font: fontkit.Font; scale: number }[]>;
  return (text, role, size) =>
    Math.max(...faces[role].map(({ font, scale }) => (font.layout(text).advanceWidth / font.unitsPerEm) * size * scale));
}

/** The breakpoints of every language, measured: what the build gives the header (gatsby-node's `__HEADER_FITS__`). */
export function headerFits(measure: Measure = fontMeasure()): HeaderFits {
  return Object.fromEntries(LOCALES.map((locale) => [locale, fitHeader(headerLabels(locale), measure)])) as HeaderFits;
}
