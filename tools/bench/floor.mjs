// The no-JS floor the benchmarks measure our pages against (first-paint.mjs, bench.mjs).
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** A copy of a built site with every script taken out: what the page costs the browser alone. */
export function floorOf(site, floor = "/tmp/site-floor") {
  rmSync(floor, { recursive: true, force: true });
  cpSync(site, floor, { recursive: true });
  const htmlFiles = readdirSync(floor, { recursive: true })
    // Files only: Gatsby also writes a folder called page-data/404.html.
    .filter((name) => name.endsWith(".html") && statSync(join(floor, name)).isFile())
    .map((name) => join(floor, name));
  for (const file of htmlFiles) {
    const html = readFileSync(file, "utf8")
      .replace(/<script\b[\s\S]*?<\/script>/gi, "")
      .replace(/<link[^>]+as="script"[^>]*>/gi, "");
    writeFileSync(file, html);
    // The server sends the precompressed copy a browser accepts: the build's copies still hold the scripts,
    // so they are written again from the floor's HTML, as src/deploy/precompress.ts writes them.
    if (existsSync(`${file}.br`))
      writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
  return floor;
}
