import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import atkinsonHyperlegible from "@capsizecss/metrics/atkinsonHyperlegible";
import georgia from "@capsizecss/metrics/georgia";
import notoSerif from "@capsizecss/metrics/notoSerif";
import roboto from "@capsizecss/metrics/roboto";
import sourceSerif4 from "@capsizecss/metrics/sourceSerif4";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import { FONTS, type FontRole } from "./fonts";

/** Latin, as the files are subset (the unicode-range fontsource gives its latin files). */
const LATIN =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

/**
 * Linux's Liberation fonts are drawn to the advance widths and vertical metrics of Arial and Times New
 * Roman (that is their purpose), so they take those metrics under their own local names.
 */
const liberationSans = { ...arial, familyName: "Liberation Sans", fullName: "Liberation Sans", postscriptName: "LiberationSans" };
const liberationSerif = {
  ...timesNewRoman,
  familyName: "Liberation Serif",
  fullName: "Liberation Serif",
  postscriptName: "LiberationSerif",
};

const METRICS = Object.fromEntries(
  [arial, atkinsonHyperlegible, georgia, liberationSans, liberationSerif, notoSerif, roboto, sourceSerif4].map((metrics) => [
    metrics.familyName,
    metrics,
  ]),
);

/**
 * The @font-face rules, written once into every page's head at build time: the web fonts, and for
 * each a fallback made of the local fonts with capsize's size and ascent/descent overrides.
 *
 * `font-display: optional`, not `swap`: a web font that is not there within about 100 ms is not
 * swapped in later on that page (it is cached for the next). Metric-matched fallbacks keep the size
 * of the text, but not every line break: one contents entry that fits on one line in Atkinson
 * Hyperlegible and on two in Arial moved the whole list (bench: CLS 0.18 on /privacy with swap).
 * On a slow first visit a reader sees the fallback, which is sized to match and as plain to read.
 */
export function fontFaceCss(): string {
  return (Object.keys(FONTS) as FontRole[])
    .map((role) => {
      const { family, faces } = FONTS[role];
      const web = faces.map(
        ({ weight, url }) =>
          `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:optional;src:url(${url}) format("woff2");unicode-range:${LATIN}}`,
      );
      const { fontFaces } = createFontStack(
        [family, ...FONTS[role].fallbacks].map((name) => METRICS[name]),
        { fontFaceFormat: "styleString" },
      );
      return [...web, fontFaces].join("\n");
    })
    .join("\n");
}
