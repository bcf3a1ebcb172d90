// Serves the built site in public/ the way the CDN does: clean URLs, the 404 page with status 404,
// the response headers declared in public/_headers, and the Brotli or gzip copies the build wrote
// beside each text file. Used by `npm start` and by the browser tests, so they see what production sends.
//
// The file serving itself is `send` (Express's): it answers conditional requests (ETag,
// Last-Modified, 304), ranges (206, 416), HEAD, and refuses malformed or escaping paths. What is
// ours sits on top: which file a clean URL means, the _headers rules, and refusing what a CDN refuses.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, relative, resolve, sep } from "node:path";
import Negotiator from "negotiator";
import send from "send";
import { headersFor, parseHeadersFile } from "./headers-file.mjs";

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
  ".ics": "text/calendar; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};
/** The precompressed copy's suffix for each encoding, in the order we prefer them. */
/** Precompressed copies the build writes, smallest first: the order breaks ties in Accept-Encoding. */
const ENCODINGS = { br: ".br", gzip: ".gz" };
/** Build files that configure the host and are never content. */
const HIDDEN = new Set(["_headers", "_redirects"]);
const MAX_URL = 2048;

export function sitePath(rawUrl) {
  if (!rawUrl.startsWith("/") || rawUrl.startsWith("//") || rawUrl.length > MAX_URL) return null;
  let path;
  try {
    path = decodeURIComponent(rawUrl.split(/[?#]/, 1)[0]);
  } catch {
    return null;
  }
  if (/[\0\\]/.test(path)) return null;
  const segments = path.split("/");
  if (segments.some((segment) => segment === ".." || segment.startsWith(".") || HIDDEN.has(segment))) return null;
  return path;
}

/**
 * Every file of the build, read once at start as a CDN takes an upload: a request can only ever
 * name one of these, and answering needs no look-up on disk. (Restart the server after a rebuild.)
 */
function listFiles(root) {
  if (!existsSync(root)) return new Set();
  return new Set(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath ?? entry.path, entry.name)),
  );
}

/** The file a clean URL means: the file itself, the folder's index.html, or the path plus .html. */
export function resolveFile(files, root, path) {
  return [join(root, path), join(root, path, "index.html"), join(root, `${path}.html`)].find((candidate) => files.has(candidate));
}

function plain(res, status, text, headers = {}) {
  if (res.headersSent) return res.destroy();
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(text), ...headers });
  res.end(text);
}

export function createSiteServer(root = ROOT) {
  const headersFile = join(root, "_headers");
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, "utf8")) : [];
  const files = listFiles(root);

  /** Streams one file of the build with send, choosing its precompressed copy when the browser takes it. */
  function serveFile(req, res, file, { status = 200, path }) {
    const encodings = Object.keys(ENCODINGS);
    // Among encodings the browser accepts equally (Chromium sends "gzip, deflate, br, zstd"), the smallest copy wins.
    const accepted = new Negotiator(req)
      .encodings([...encodings, "identity"], { preferred: encodings })
      .filter((name) => encodings.includes(name));
    const encoding = accepted.find((name) => files.has(file + ENCODINGS[name]));
    const sent = encoding ? file + ENCODINGS[encoding] : file;
    const urlOfFile = `/${relative(root, sent).split(sep).map(encodeURIComponent).join("/")}`;
    const stream = send(req, urlOfFile, { root, index: false, dotfiles: "deny", cacheControl: false });
    stream.on("headers", (response) => {
      for (const [name, value] of Object.entries(headersFor(rules, path))) response.setHeader(name, value);
      response.setHeader("Content-Type", TYPES[extname(file)] ?? "application/octet-stream");
      if (encodings.some((name) => files.has(file + ENCODINGS[name]))) response.setHeader("Vary", "Accept-Encoding");
      if (encoding) response.setHeader("Content-Encoding", encoding);
      // send answers 200; the 404 page keeps its status (a range of it is not worth honouring).
      if (status !== 200) {
        response.statusCode = status;
        response.removeHeader("Content-Range");
      }
    });
    stream.on("error", (error) => plain(res, error.status ?? 500, `${error.status ?? 500} ${error.message}`));
    stream.pipe(res);
  }

  function handle(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") return plain(res, 405, "405 Method Not Allowed", { Allow: "GET, HEAD" });
    const path = sitePath(req.url ?? "");
    if (path === null) return plain(res, 400, "400 Bad Request");
    const file = resolveFile(files, root, path);
    if (file) return serveFile(req, res, file, { path });
    // The nearest 404 page up the path, as Cloudflare Pages picks it (Netlify: the _redirects rule the
    // build writes): /es/… has the Spanish one, es/404.html; everything else 404.html.
    const folders = path.split("/").slice(1, -1);
    const notFound = folders
      .map((_, i) => join(root, ...folders.slice(0, folders.length - i), "404.html"))
      .concat(join(root, "404.html"))
      .find((candidate) => files.has(candidate));
    if (!notFound) return plain(res, 404, "404 Not Found");
    // The 404 page is never a range or a 304: the visitor always gets the whole page.
    delete req.headers.range;
    delete req.headers["if-none-match"];
    delete req.headers["if-modified-since"];
    return serveFile(req, res, notFound, { status: 404, path });
  }

  return createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      plain(res, 500, `500 ${error.message}`);
    }
  });
}

/** Starts the site server on a port (0: any free one); resolves to { origin, close }. */
export function serve(root, port = 0) {
  return new Promise((resolve) => {
    const server = createSiteServer(root).listen(port, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({ origin: `http://localhost:${port}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}

/**
 * The routes of the built site, read from its sitemap so nothing is listed twice; past the protocol's limit the
 * sitemap is an index, and its parts (each <loc> a sitemap's address on the site) are read in its order.
 */
export async function routesOf(root, sitemap = "/sitemap.xml") {
  const { readFile } = await import("node:fs/promises");
  const xml = await readFile(`${root}${sitemap}`, "utf8");
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  if (!/<sitemapindex[\s>]/.test(xml)) return locs;
  return (await Promise.all(locs.map((part) => routesOf(root, part)))).flat();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(ROOT)) {
    console.error(`No built site in ${ROOT}: run npm run build first.`);
    process.exit(1);
  }
  createSiteServer().listen(PORT, () => console.log(`Serving ${ROOT} at http://localhost:${PORT}`));
}
