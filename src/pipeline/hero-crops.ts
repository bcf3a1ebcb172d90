import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { heroesOf, type ComponentUse } from "../content-reader/mdx-facts";
import { ownPortrait, parseFocus, portraitCrop, PORTRAIT_ASPECT } from "../mdx-schema/focus";

/**
 * The portrait crops of the heroes' pictures, for phones (src/mdx-schema/focus.ts). Gatsby's image
 * pipeline can only crop at the centre or an edge, so the build cuts each crop at the writer's focus
 * itself, into a folder gatsby-config sources as "hero-crops", before Gatsby reads its files; Gatsby then
 * makes the crop's sizes as it does every picture's. A hero whose picture has the writer's own portrait
 * file beside it (hero-home.portrait.jpg) needs no crop.
 */
export const HERO_CROPS_DIR = path.resolve(".cache/hero-crops");

/** What the crops are read from: the content tree's pages (their MDX facts) and the names in content/images/. */
type Heroes = { pages: readonly { mdx: { components: ComponentUse[] } }[]; images: ReadonlySet<string> };

/** The crops the content needs: one per picture and focus across, unless the writer gave a portrait file. */
export function cropsNeeded(tree: Heroes) {
  const crops = new Map<string, { image: string; x: number }>();
  for (const page of tree.pages)
    for (const { image, focus } of heroesOf(page.mdx))
      if (tree.images.has(image) && !tree.images.has(ownPortrait(image)))
        crops.set(portraitCrop(image, focus), { image, x: parseFocus(focus).x });
  return crops;
}

/**
 * Writes the crops the content needs into `dir` (a crop already there is kept while it is newer than its
 * picture: its name holds its picture and focus, and a writer who drops in a new photo under the same name
 * gets a new crop) and removes crops no hero uses any more.
 * The crop keeps the picture's whole height and cuts a PORTRAIT_ASPECT-wide band at the focus as
 * object-position places it: the band's left edge is `x` of the width the band leaves over.
 */
export async function writeHeroCrops(tree: Heroes & { root: string }, dir = HERO_CROPS_DIR) {
  mkdirSync(dir, { recursive: true });
  const crops = cropsNeeded(tree);
  for (const file of readdirSync(dir)) if (!crops.has(file)) rmSync(path.join(dir, file));
  const written: string[] = [];
  for (const [name, { image, x }] of crops) {
    const out = path.join(dir, name);
    const source = path.join(tree.root, "content/images", image);
    if (existsSync(out) && statSync(out).mtimeMs >= statSync(source).mtimeMs) continue;
    const { width = 0, height = 0 } = await sharp(source).metadata();
    const band = Math.min(width, Math.round(height * PORTRAIT_ASPECT));
    // Near-lossless: Gatsby encodes the crop's sizes from this file, as it does from the original.
    await sharp(source)
      .extract({ left: Math.round(x * (width - band)), top: 0, width: band, height })
      .jpeg({ quality: 95, force: false })
      .png({ force: false })
      .toFile(out);
    written.push(name);
  }
  return { crops: [...crops.keys()], written };
}
