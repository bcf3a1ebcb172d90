// The no-JS floor the benchmarks measure our pages against (first-paint.mjs, bench.mjs).
import { cpSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

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
  }
  return floor;
}
