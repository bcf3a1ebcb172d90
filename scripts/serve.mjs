// Serves the built site in public/ the way the CDN does: clean URLs, the 404 page with status 404,
// and gzip for text. Used by `npm start` and by the browser tests.
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { createGzip } from "node:zlib";

const ROOT = resolve(process.env.PUBLIC_DIR ?? "public");
const PORT = Number(process.env.PORT ?? 9000);

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".xml", ".txt", ".svg"]);

/** The file for a URL path: the file itself, or the folder's index.html (clean URLs). */
export function resolveFile(root, urlPath) {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const candidates = [join(root, clean), join(root, clean, "index.html"), join(root, `${clean}.html`)];
  return candidates.find((file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile());
}

export function createSiteServer(root = ROOT) {
  return createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let file = resolveFile(root, url.pathname);
    let status = 200;
    if (!file) {
      file = join(root, "404.html");
      status = 404;
      if (!existsSync(file)) {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("404 Not Found");
        return;
      }
    }
    const ext = extname(file);
    const headers = { "Content-Type": TYPES[ext] ?? "application/octet-stream" };
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    if (gzip) {
      headers["Content-Encoding"] = "gzip";
      headers["Vary"] = "Accept-Encoding";
    }
    res.writeHead(status, headers);
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(ROOT)) {
    console.error(`No built site in ${ROOT}: run npm run build first.`);
    process.exit(1);
  }
  createSiteServer().listen(PORT, () => console.log(`Serving ${ROOT} at http://localhost:${PORT}`));
}
