import bodyBold from "@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff2";
import bodyRegular from "@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-normal.woff2";
import headingSemibold from "@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2";

/**
 * The site's two typefaces, self-hosted from npm (Latin subset, woff2 only):
 * Atkinson Hyperlegible, drawn by the Braille Institute for low-vision readers (letters that
 * cannot be mistaken for each other: I l 1, 0 O, rn m), for text; Source Serif 4, a sturdy
 * serif with large x-height that every device gets alike, for headings.
 * Each is followed by local fonts (desktop's and iPhone's, Android's, then Linux's) resized to its metrics (see
 * font-faces.ts), which a reader sees until the web font is there (it never swaps in under the reader).
 */
export const FONTS = {
  body: {
    family: "Atkinson Hyperlegible",
    faces: [
      { weight: 400, url: bodyRegular },
      { weight: 700, url: bodyBold },
    ],
    fallbacks: ["Arial", "Roboto", "Liberation Sans"],
    generic: "sans-serif",
  },
  heading: {
    family: "Source Serif 4",
    faces: [{ weight: 600, url: headingSemibold }],
    fallbacks: ["Georgia", "Noto Serif", "Liberation Serif"],
    generic: "serif",
  },
} as const;

export type FontRole = keyof typeof FONTS;

/** The name of the fallback face made from a local font, as capsize names it. */
const fallbackName = (role: FontRole, local: string) => `${FONTS[role].family} Fallback: ${local}`;

/** The CSS font-family list for a role: the web font, its metric-matched fallbacks, the generic family. */
export const fontStack = (role: FontRole) =>
  [`"${FONTS[role].family}"`, ...FONTS[role].fallbacks.map((local) => `"${fallbackName(role, local)}"`), FONTS[role].generic].join(", ");
