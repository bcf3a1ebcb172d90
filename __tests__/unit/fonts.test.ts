import { fontFaceCss } from "../../src/theme/font-faces";
import { FONTS, fontStack, type FontRole } from "../../src/theme/fonts";

const css = fontFaceCss();
const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
const family = (face: string) => /font-family:\s*"([^"]+)"/.exec(face)?.[1];

describe("fonts", () => {
  it("serves each web font as woff2 only, never swapped in after the text is shown (no layout shift)", () => {
    const web = faces.filter((face) => face.includes("url("));
    expect(web).toHaveLength(Object.values(FONTS).reduce((n, font) => n + font.faces.length, 0));
    for (const face of web) {
      expect(face).toMatch(/font-display:\s*optional/);
      expect(face.match(/format\("([^"]+)"\)/g)).toEqual(['format("woff2")']);
    }
  });

  it("gives every fallback in a font stack a face with the web font's metrics", () => {
    for (const role of Object.keys(FONTS) as FontRole[]) {
      const fallbacks = [...fontStack(role).matchAll(/"([^"]+ Fallback: [^"]+)"/g)].map((m) => m[1]);
      expect(fallbacks).toHaveLength(FONTS[role].fallbacks.length);
      for (const name of fallbacks) {
        const face = faces.find((f) => family(f) === name);
        expect(face).toMatch(/src:\s*local\(/);
        expect(face).toMatch(/size-adjust:\s*[\d.]+%/);
        expect(face).toMatch(/ascent-override:\s*[\d.]+%/);
      }
    }
  });
});
