// What changed between two renderings of a page: pixels (pixelmatch over PNGs), words (diffWords over
// the visible text of main), title, description and links.
import { readFileSync, writeFileSync } from "node:fs";
import { diffLines, diffWords } from "diff";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

/** Pads a PNG to a size with white, so pictures of pages of different lengths can be compared. */
function padded(png, width, height) {
  if (png.width === width && png.height === height) return png.data;
  const out = new PNG({ width, height, fill: true });
  out.data.fill(255);
  PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0);
  return out.data;
}

/**
 * Compares two PNG files and writes the difference highlighted; either may be missing (a page added
 * or removed), which counts as every pixel changed. Resolves to { share, changed, pixels }.
 */
export function pixelDiff(beforeFile, afterFile, diffFile) {
  const [before, after] = [beforeFile, afterFile].map((file) => (file ? PNG.sync.read(readFileSync(file)) : undefined));
  const width = Math.max(before?.width ?? 0, after?.width ?? 0);
  const height = Math.max(before?.height ?? 0, after?.height ?? 0);
  const pixels = width * height;
  if (!before || !after) return { share: 1, changed: pixels, pixels };
  const diff = new PNG({ width, height });
  const changed = pixelmatch(padded(before, width, height), padded(after, width, height), diff.data, width, height, { threshold: 0.1 });
  writeFileSync(diffFile, PNG.sync.write(diff));
  return { share: changed / pixels, changed, pixels };
}

const words = (text) => text.split(/\s+/).filter(Boolean).length;

/** A word-level diff of two texts: { parts: [{ value, added?, removed? }], added, removed } (word counts). */
export function textDiff(before, after) {
  const parts = diffWords(before, after);
  return {
    parts: parts.map(({ value, added, removed }) => ({ value, added: !!added, removed: !!removed })),
    added: parts.filter((p) => p.added).reduce((n, p) => n + words(p.value), 0),
    removed: parts.filter((p) => p.removed).reduce((n, p) => n + words(p.value), 0),
  };
}

/**
 * A line-level diff of what a screen reader hears (the accessibility trees of two renderings): only the lines that
 * changed, each with its sign, and how many were added and removed.
 */
export function heardDiff(before, after) {
  const lines = (value) => value.split("\n").filter((line) => line.trim());
  const parts = diffLines(before, after).filter((part) => part.added || part.removed);
  return {
    lines: parts.flatMap((part) => lines(part.value).map((line) => `${part.added ? "+" : "−"} ${line.trim()}`)),
    added: parts.filter((p) => p.added).reduce((n, p) => n + lines(p.value).length, 0),
    removed: parts.filter((p) => p.removed).reduce((n, p) => n + lines(p.value).length, 0),
  };
}

/** Links present on one side only. */
export function linkDiff(before = [], after = []) {
  return { added: after.filter((href) => !before.includes(href)), removed: before.filter((href) => !after.includes(href)) };
}

/**
 * Runs in the page: its title, description, every link target, and the visible text of main as one
 * line per block (headings marked with #, buttons and links labelled with their target).
 */
export function readPage() {
  const visible = (el) => el.checkVisibility({ visibilityProperty: true });
  const clean = (text) => text.replace(/\s+/g, " ").trim();
  const BLOCKS = "h1,h2,h3,h4,h5,h6,p,li,blockquote,figcaption,dt,dd,th,td";
  const lines = [];
  for (const el of document.querySelectorAll(`main :is(${BLOCKS},button,a[href])`)) {
    if (!visible(el)) continue;
    const text = clean(el.innerText);
    if (el.matches("a[href]")) lines.push(`[link: ${text} → ${el.getAttribute("href")}]`);
    else if (el.matches("button")) lines.push(`[button: ${text}]`);
    else if (text && !el.querySelector(BLOCKS))
      lines.push(/^H\d$/.test(el.tagName) ? `${"#".repeat(Number(el.tagName[1]))} ${text}` : text);
  }
  return {
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    links: [...new Set([...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href")))],
    text: lines.join("\n"),
  };
}
