// Serves the built site in public/ the way the CDN does: clean URLs, the 404 page with status 404,
// the response headers declared in public/_headers, and Brotli or gzip for text, as CDNs do. Used by `npm start` and by
// the browser tests, so they see what production sends.
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

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

/** Parses a _headers file (Netlify / Cloudflare Pages format) into [{ path, pattern, headers }]. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
          .replace(/\*/g, ".*")}$`,
      );
      rules.push({ path: line.trim(), pattern, headers: {} });
    } else if (rules.length) {
      const at = line.indexOf(":");
      rules[rules.length - 1].headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

/** The headers every matching rule adds for a path; a name set by two rules gets both values, comma-joined, as the CDNs do. */
export function headersFor(rules, urlPath) {
  const headers = {};
  for (const rule of rules) {
    if (!rule.pattern.test(urlPath)) continue;
    for (const [name, value] of Object.entries(rule.headers)) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

const compressed = new Map();

/** A text file compressed once with the best encoding the browser accepts (Brotli, else gzip), kept in memory. */
function compress(file, encoding) {
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  if (!compressed.has(key)) {
    const body = readFileSync(file);
    compressed.set(
      key,
      encoding === "br" ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 }),
    );
  }
  return compressed.get(key);
}

export function createSiteServer(root = ROOT) {
  const headersFile = join(root, "_headers");
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, "utf8")) : [];
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
    const headers = { ...headersFor(rules, url.pathname), "Content-Type": TYPES[ext] ?? "application/octet-stream" };
    const accepts = req.headers["accept-encoding"] ?? "";
    const encoding = !COMPRESSIBLE.has(ext) ? null : /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : null;
    if (encoding) {
      headers["Content-Encoding"] = encoding;
      headers["Vary"] = "Accept-Encoding";
    }
    res.writeHead(status, headers);
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    if (encoding) res.end(compress(file, encoding));
    else createReadStream(file).pipe(res);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(ROOT)) {
    console.error(`No built site in ${ROOT}: run npm run build first.`);
    process.exit(1);
  }
  createSiteServer().listen(PORT, () => console.log(`Serving ${ROOT} at http://localhost:${PORT}`));
}
