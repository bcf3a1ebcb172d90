/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { heroesOf } from "../../src/content-reader/mdx-facts";
import { cropsNeeded, writeHeroCrops } from "../../src/pipeline/hero-crops";
import { ownPortrait, parseFocus, portraitCrop, PORTRAIT_ASPECT } from "../../src/mdx-schema/focus";
import { contentOf } from "../setup/content";

/** A page with one Hero, as the content reader gives it. */
const heroPage = (image: string, focus?: string) => ({
  mdx: {
    components: [
      {
        name: "Hero",
        props: new Map([
          ["image", { kind: "text" as const, value: image }],
          ...(focus ? [["focus", { kind: "text" as const, value: focus }] as const] : []),
        ]),
        at: { line: 1, column: 1 },
        endLine: 1,
        propAt: new Map(),
      },
    ],
  },
});

describe("the heroes' portrait crops", () => {
  it("asks for one crop per hero picture of the content, unless the writer put a portrait file beside it", () => {
    const tree = contentOf();
    const crops = cropsNeeded(tree);
    const heroes = tree.pages.flatMap((page) => heroesOf(page.mdx));
    expect(heroes.length).toBeGreaterThan(0);
    for (const { image, focus } of heroes) expect(crops.has(portraitCrop(image, focus))).toBe(!tree.images.has(ownPortrait(image)));
    const own = cropsNeeded({ pages: [heroPage("a.jpg")], images: new Set(["a.jpg", ownPortrait("a.jpg")]) });
    expect(own.size).toBe(0);
  });

  it("cuts a 3:5 band of the whole height where the focus places it, as object-position would", async () => {
    const root = mkdtempSync(join(tmpdir(), "hero-crops-"));
    mkdirSync(join(root, "content/images"), { recursive: true });
    const [width, height, mark] = [1000, 300, 700];
    // Black, with one white column: where it lands in the crop says where the crop was cut.
    await sharp({ create: { width, height, channels: 3, background: "#000" } })
      .composite([{ input: { create: { width: 1, height, channels: 3, background: "#fff" } }, left: mark, top: 0 }])
      .png()
      .toFile(join(root, "content/images/wide.png"));
    const focus = "70% 20%";
    const out = join(root, "crops");
    const { written } = await writeHeroCrops({ root, pages: [heroPage("wide.png", focus)], images: new Set(["wide.png"]) }, out);
    expect(written).toEqual([portraitCrop("wide.png", focus)]);
    const { data, info } = await sharp(join(out, written[0])).greyscale().raw().toBuffer({ resolveWithObject: true });
    const band = Math.round(height * PORTRAIT_ASPECT);
    expect([info.width, info.height]).toEqual([band, height]);
    const brightest = [...Array(info.width).keys()].reduce((best, x) => (data[x] > data[best] ? x : best), 0);
    expect(brightest).toBe(mark - Math.round(parseFocus(focus).x * (width - band)));
    // Built again unchanged, nothing is cut; a new photo under the same name is cut again.
    const tree = { root, pages: [heroPage("wide.png", focus)], images: new Set(["wide.png"]) };
    expect((await writeHeroCrops(tree, out)).written).toEqual([]);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, "content/images/wide.png"), later, later);
    expect((await writeHeroCrops(tree, out)).written).toEqual(written);
    // A crop no hero needs any more goes.
    await writeHeroCrops({ root, pages: [], images: new Set(["wide.png"]) }, out);
    expect(readdirSync(out)).toEqual([]);
  });
});
