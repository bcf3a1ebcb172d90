import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import atkinsonHyperlegible from "@capsizecss/metrics/atkinsonHyperlegible";
import georgia from "@capsizecss/metrics/georgia";
import notoSerif from "@capsizecss/metrics/notoSerif";
import roboto from "@capsizecss/metrics/roboto";
import sourceSerif4 from "@capsizecss/metrics/sourceSerif4";
import { FONTS, type FontRole } from "./fonts";

/** Latin, as the files are subset (the unicode-range fontsource gives its latin files). */
const LATIN =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

const METRICS = Object.fromEntries(
  [arial, atkinsonHyperlegible, georgia, notoSerif, roboto, sourceSerif4].map((metrics) => [metrics.familyName, metrics]),
);

/**
 * The @font-face rules, written once into every page's head at build time: the web fonts with
 * `font-display: swap`, and for each a fallback made of the local fonts with capsize's size and
 * ascent/descent overrides, so text laid out before the web font arrives keeps its size (CLS 0).
 */
export function fontFaceCss(): string {
  return (Object.keys(FONTS) as FontRole[])
    .map((role) => {
      const { family, faces } = FONTS[role];
      const web = faces.map(
        ({ weight, url }) =>
          `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:swap;src:url(${url}) format("woff2");unicode-range:${LATIN}}`,
      );
      const { fontFaces } = createFontStack(
        [family, ...FONTS[role].fallbacks].map((name) => METRICS[name]),
        { fontFaceFormat: "styleString" },
      );
      return [...web, fontFaces].join("\n");
    })
    .join("\n");
}
