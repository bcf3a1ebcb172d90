// Renders the site's illustrations from the SVG sources in tools/images/
// to the JPEG/PNG files the site uses. (The icons are rendered from static/icon.svg at build time.)
// The SVGs are written by tools/images/draw.mjs (`node tools/images/draw.mjs [name]`);
// edit the scenes there, or drop in a photo with the same output name and size instead.
//
//   node tools/images/make-images.mjs            # render everything
//   node tools/images/make-images.mjs hero-home  # render only jobs whose name matches
//
// Uses the `sharp` package (libvips + librsvg). JPEGs are written at quality 78,
// progressive, with mozjpeg encoding when the libvips build supports it.
import { readFile, mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const src = (name) => path.join(root, "tools", "images", name);

// Heroes cover a 1,920 px screen at 2× (3,840 device px) and, cut to a portrait band, a phone at 3× (1,296 × 2,160).
const HERO = [3840, 2160];
const CARD = [2000, 1333];

const jobs = [
  // Wide hero scenes (headline text sits over the calm, darker left-centre).
  { name: "hero-home", in: src("hero-home.svg"), out: "content/images/hero-home.jpg", size: HERO },
  { name: "hero-awareness", in: src("hero-awareness.svg"), out: "content/images/hero-awareness.jpg", size: HERO },
  { name: "hero-advocacy", in: src("hero-advocacy.svg"), out: "content/images/hero-advocacy.jpg", size: HERO },
  { name: "hero-donate", in: src("hero-donate.svg"), out: "content/images/hero-donate.jpg", size: HERO },
  { name: "hero-about", in: src("hero-about.svg"), out: "content/images/hero-about.jpg", size: HERO },
  { name: "story-hero", in: src("story-hero.svg"), out: "content/images/story-hero.jpg", size: HERO },
  // 3:2 pillar cards.
  { name: "pillar-awareness", in: src("pillar-awareness.svg"), out: "content/images/pillar-awareness.jpg", size: CARD },
  { name: "pillar-advocacy", in: src("pillar-advocacy.svg"), out: "content/images/pillar-advocacy.jpg", size: CARD },
  { name: "pillar-aid", in: src("pillar-aid.svg"), out: "content/images/pillar-aid.jpg", size: CARD },
  // 3:2 story chapters.
  { name: "story-childhood", in: src("story-childhood.svg"), out: "content/images/story-childhood.jpg", size: CARD },
  { name: "story-faith-career", in: src("story-faith-career.svg"), out: "content/images/story-faith-career.jpg", size: CARD },
  { name: "story-diagnosis", in: src("story-diagnosis.svg"), out: "content/images/story-diagnosis.jpg", size: CARD },
  { name: "story-turning-point", in: src("story-turning-point.svg"), out: "content/images/story-turning-point.jpg", size: CARD },
  { name: "story-foundation", in: src("story-foundation.svg"), out: "content/images/story-foundation.jpg", size: CARD },
  // 3:2 story cards (content/stories).
  { name: "stories-morning-walk", in: src("stories-morning-walk.svg"), out: "content/images/stories-morning-walk.jpg", size: CARD },
  { name: "stories-screening-day", in: src("stories-screening-day.svg"), out: "content/images/stories-screening-day.jpg", size: CARD },
  { name: "stories-capitol-visit", in: src("stories-capitol-visit.svg"), out: "content/images/stories-capitol-visit.jpg", size: CARD },
  // Share image and emblem.
  { name: "og-image", in: src("og-image.svg"), out: "static/og-image.png", size: [1200, 630] },
];

const jpegOptions = {
  quality: 78,
  progressive: true,
  mozjpeg: true, // ignored (falls back to libjpeg defaults) if libvips lacks mozjpeg
  chromaSubsampling: "4:2:0",
};

/** Density (DPI) at which librsvg must rasterise the SVG to reach `width` pixels. */
async function densityFor(svg, width) {
  const meta = await sharp(svg).metadata(); // metadata at the default 72 DPI
  return Math.min(2400, Math.max(1, (72 * width) / meta.width));
}

async function render(job) {
  const svg = await readFile(job.in);
  const [width, height] = job.size;
  const density = await densityFor(svg, width);
  let img = sharp(svg, { density }).resize(width, height, { fit: "fill" });
  const out = path.join(root, job.out);
  await mkdir(path.dirname(out), { recursive: true });
  if (out.endsWith(".jpg")) {
    img = img.flatten({ background: "#0f2a44" }).jpeg(jpegOptions);
  } else {
    img = img.png({ compressionLevel: 9, adaptiveFiltering: true });
  }
  await img.toFile(out);
  const meta = await sharp(out).metadata();
  const kb = (await stat(out)).size / 1024;
  const ok = meta.width === width && meta.height === height;
  console.log(`${ok ? "ok " : "BAD"} ${job.out.padEnd(38)} ${meta.width}x${meta.height} ${meta.format} ${kb.toFixed(0)} KB`);
  if (!ok) process.exitCode = 1;
}

const filters = process.argv.slice(2);
const selected = filters.length ? jobs.filter((j) => filters.some((f) => j.name.includes(f))) : jobs;
for (const job of selected) {
  await render(job);
}
