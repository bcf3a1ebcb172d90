// A stand-in photograph for the scale bench (tools/bench/scale.mjs): a JPEG as heavy to decode, resize and
// encode as a camera's, made at bench time, never committed. Smooth gradients and soft shapes give it a
// photo's large areas, and grain over them gives it a photo's entropy: at 2400×1600 and quality 85 it is
// about 400–600 KB, where a flat drawing would be a few KB and pure noise 2–3 MB. The seed decides every
// pixel, so the same seed gives the same file and two seeds never give the same picture.
import sharp from "sharp";

/** A small seeded generator (mulberry32): numbers in [0, 1). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How strong the grain is, in levels of 255: tuned so that 2400×1600 at quality 85 is about 500 KB. */
const GRAIN = 12;

/**
 * The JPEG for `seed`, `width`×`height` (a story's picture is 2400×1600, 3:2 as CONTENT.md asks).
 * @param {number} seed
 * @param {{ width?: number; height?: number; quality?: number }} [size]
 * @returns {Promise<Buffer>}
 */
export async function photograph(seed, { width = 2400, height = 1600, quality = 85 } = {}) {
  const next = random(seed * 2654435761 + 1);
  const colour = () => [next() * 255, next() * 255, next() * 255];
  const [from, to] = [colour(), colour()];
  const angle = next() * Math.PI * 2;
  const [dx, dy] = [Math.cos(angle) / Math.hypot(width, height), Math.sin(angle) / Math.hypot(width, height)];
  const shapes = Array.from({ length: 6 }, () => ({
    x: next() * width,
    y: next() * height,
    r: (0.1 + next() * 0.3) * width,
    c: colour(),
  }));
  // Clamped: a colour pushed past 0 or 255 by the grain stays at the end of the range, not wrapped round.
  const pixels = new Uint8ClampedArray(width * height * 3);
  const grain = random(seed + 7);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = Math.min(1, Math.max(0, 0.5 + x * dx + y * dy));
      let r = from[0] + (to[0] - from[0]) * t;
      let g = from[1] + (to[1] - from[1]) * t;
      let b = from[2] + (to[2] - from[2]) * t;
      for (const s of shapes) {
        const d = ((x - s.x) ** 2 + (y - s.y) ** 2) / (s.r * s.r);
        if (d >= 1) continue;
        const w = (1 - d) * (1 - d) * 0.8;
        r += (s.c[0] - r) * w;
        g += (s.c[1] - g) * w;
        b += (s.c[2] - b) * w;
      }
      // Grain, one value for the three channels as film's is mostly in the light: (sum of two) is roughly bell-shaped.
      const n = (grain() + grain() - 1) * GRAIN;
      const at = (y * width + x) * 3;
      pixels[at] = r + n;
      pixels[at + 1] = g + n;
      pixels[at + 2] = b + n;
    }
  }
  return sharp(Buffer.from(pixels.buffer), { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
