// The server behind `npm start` and the browser tests, spoken to over raw sockets (fetch would
// normalise the hostile requests before they left). It serves a small site made here, with a secret
// beside it, inside its .git folder and in its _headers, none of which may ever come back.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { headersFor, parseHeadersFile } from "../../scripts/headers-file.mjs";
import { createSiteServer } from "../../scripts/serve.mjs";

const SECRET = `secret-${process.pid}-${Date.now()}`;
const HOME = `home-${process.pid}`;
const page = (marker) => `<!doctype html><title>${marker}</title><p>${marker}</p>${"<p>words</p>".repeat(200)}`;

let dir;
let server;
let port;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), "serve-test-"));
  const site = join(dir, "public");
  mkdirSync(join(site, "nested", "page"), { recursive: true });
  mkdirSync(join(site, ".git"));
  writeFileSync(join(dir, "secret.txt"), SECRET);
  writeFileSync(join(site, ".git", "config"), SECRET);
  writeFileSync(join(site, ".env"), SECRET);
  writeFileSync(join(site, "index.html"), page(HOME));
  writeFileSync(join(site, "index.html.br"), brotliCompressSync(page(HOME)));
  writeFileSync(join(site, "index.html.gz"), gzipSync(page(HOME)));
  writeFileSync(join(site, "404.html"), page("not-found"));
  writeFileSync(join(site, "nested", "page", "index.html"), page("nested"));
  writeFileSync(join(site, "file.bin"), Buffer.alloc(5000, 7));
  writeFileSync(join(site, "_headers"), `# ${SECRET}\n/*\n  X-Test-Rule: ${SECRET.length}\n`);
  server = createSiteServer(site);
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = server.address().port;
});

after(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Sends raw bytes, reads until the server closes; resolves to { status, headers, body } (status 0 when it closed without answering). */
function raw(request) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks = [];
    socket.setTimeout(5000, () => {
      socket.destroy();
      reject(new Error(`no answer within 5 s to ${JSON.stringify(request.slice(0, 80))}`));
    });
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => {}); // a reset after a refusal is an answer too
    socket.on("close", () => {
      const all = Buffer.concat(chunks);
      const end = all.indexOf("\r\n\r\n");
      const head = all.subarray(0, end === -1 ? all.length : end).toString("latin1");
      const [statusLine, ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      resolve({
        status: Number(statusLine.split(" ")[1] ?? 0) || 0,
        headers,
        body: end === -1 ? Buffer.alloc(0) : all.subarray(end + 4),
        all,
      });
    });
    socket.write(request); // not end(): a half-closed client gets no answer from Node
  });
}

const get = (target, headers = "") => raw(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`);

async function assertStillServing() {
  const home = await get("/");
  assert.equal(home.status, 200, "the server no longer answers / with 200");
  assert.match(home.body.toString(), new RegExp(HOME));
}

const HOSTILE = [
  // malformed percent-encodings and invalid UTF-8
  ["malformed percent-encoding", "GET /%E0%A4%A HTTP/1.1"],
  ["lone percent", "GET /% HTTP/1.1"],
  ["overlong UTF-8 dots", "GET /%c0%ae%c0%ae/secret.txt HTTP/1.1"],
  // traversal in every encoding
  ["plain traversal", "GET /../secret.txt HTTP/1.1"],
  ["traversal through a folder", "GET /nested/../../secret.txt HTTP/1.1"],
  ["encoded slash", "GET /..%2f..%2fsecret.txt HTTP/1.1"],
  ["encoded dots", "GET /%2e%2e/%2e%2e/secret.txt HTTP/1.1"],
  ["encoded dots and slashes", "GET /nested%2f..%2f..%2fsecret.txt HTTP/1.1"],
  ["double-encoded", "GET /%252e%252e%252fsecret.txt HTTP/1.1"],
  ["backslashes", "GET /..\\..\\secret.txt HTTP/1.1"],
  ["encoded backslashes", "GET /..%5c..%5csecret.txt HTTP/1.1"],
  ["double slash", "GET //secret.txt HTTP/1.1"],
  ["absolute path inside", "GET /%2fetc%2fpasswd HTTP/1.1"],
  ["absolute-form target", "GET http://evil.example/../secret.txt HTTP/1.1"],
  // NUL bytes
  ["encoded NUL", "GET /index.html%00.txt HTTP/1.1"],
  ["raw NUL", "GET /index.html\0 HTTP/1.1"],
  // files that are never content
  [".git", "GET /.git/config HTTP/1.1"],
  ["dotfile", "GET /.env HTTP/1.1"],
  ["encoded .git", "GET /%2egit/config HTTP/1.1"],
  ["_headers", "GET /_headers HTTP/1.1"],
  ["encoded _headers", "GET /%5Fheaders HTTP/1.1"],
  // absurd targets and methods
  ["60 KB path", `GET /${"a".repeat(60_000)} HTTP/1.1`],
  ["asterisk", "GET * HTTP/1.1"],
  ["OPTIONS asterisk", "OPTIONS * HTTP/1.1"],
  ["unknown method", "BREW / HTTP/1.1"],
  ["POST", "POST / HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc"],
  ["DELETE", "DELETE /index.html HTTP/1.1"],
  ["PUT", "PUT /secret.txt HTTP/1.1\r\nContent-Length: 0"],
  ["TRACE", "TRACE / HTTP/1.1"],
  ["CONNECT", "CONNECT localhost:22 HTTP/1.1"],
  ["not HTTP", "HELLO"],
  // absurd headers
  ["range past the end", "GET /file.bin HTTP/1.1\r\nRange: bytes=999999999-"],
  ["inverted range", "GET /file.bin HTTP/1.1\r\nRange: bytes=50-2"],
  ["huge range numbers", `GET /file.bin HTTP/1.1\r\nRange: bytes=0-${"9".repeat(400)}`],
  ["garbage range", "GET /file.bin HTTP/1.1\r\nRange: bytes=abc-xyz"],
  ["a thousand ranges", `GET /file.bin HTTP/1.1\r\nRange: bytes=${Array.from({ length: 1000 }, (_, i) => `${i}-${i}`).join(",")}`],
  ["range on a page", "GET / HTTP/1.1\r\nRange: bytes=-0"],
  ["range on the 404 page", "GET /missing HTTP/1.1\r\nRange: bytes=999999-"],
  ["garbage If-None-Match", `GET / HTTP/1.1\r\nIf-None-Match: ${'"x",'.repeat(2000)}`],
  ["If-None-Match star", "GET / HTTP/1.1\r\nIf-None-Match: *"],
  ["garbage If-Modified-Since", "GET / HTTP/1.1\r\nIf-Modified-Since: the day after tomorrow"],
  ["garbage Accept-Encoding", `GET / HTTP/1.1\r\nAccept-Encoding: ${"br;q=abc, zz;q=9, ".repeat(500)}`],
  ["Accept-Encoding refusing all", "GET / HTTP/1.1\r\nAccept-Encoding: identity;q=0, *;q=0"],
  ["100 KB header", `GET / HTTP/1.1\r\nX-Big: ${"b".repeat(100_000)}`],
];

describe("hostile requests", () => {
  for (const [name, request] of HOSTILE) {
    test(name, async () => {
      const [head, body = ""] = request.split("\r\n\r\n");
      const [line, ...headers] = head.split("\r\n");
      const message = `${[line, "Host: localhost", "Connection: close", ...headers].join("\r\n")}\r\n\r\n${body}`;
      const answer = await raw(message);
      const text = answer.all.toString("latin1");
      assert.ok(!text.includes(SECRET), `${name}: a secret came back`);
      assert.ok(
        answer.status === 0 || (answer.status >= 400 && answer.status < 500) || [200, 206, 304].includes(answer.status),
        `${name}: answered ${answer.status}`,
      );
      if (answer.status === 206) {
        const [, start, end, size] = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.headers["content-range"]).map(Number);
        assert.ok(start <= end && end < size, `${name}: impossible Content-Range ${answer.headers["content-range"]}`);
        assert.equal(answer.body.length, end - start + 1, `${name}: body length does not match Content-Range`);
      }
      await assertStillServing();
    });
  }
});

describe("what browsers and CDNs expect", () => {
  test("clean URLs, and the 404 page with status 404 and the _headers rules", async () => {
    assert.match((await get("/nested/page")).body.toString(), /nested/);
    const missing = await get("/no/such/page");
    assert.equal(missing.status, 404);
    assert.match(missing.body.toString(), /not-found/);
    assert.equal(missing.headers["x-test-rule"], String(SECRET.length));
  });

  test("_headers rules apply in order: a name set twice is joined, a detached name is replaced", () => {
    const rules = parseHeadersFile(
      ["/*", "  X-Policy: site", "  X-Other: one", "", "/a/*", "  X-Other: two", "", "/a/b", "  ! x-policy", "  X-Policy: editor", ""].join(
        "\n",
      ),
    );
    assert.deepEqual(headersFor(rules, "/"), { "X-Policy": "site", "X-Other": "one" });
    assert.deepEqual(headersFor(rules, "/a/c"), { "X-Policy": "site", "X-Other": "one, two" });
    assert.deepEqual(headersFor(rules, "/a/b"), { "X-Other": "one, two", "X-Policy": "editor" });
  });

  test("ETag and Last-Modified answer 304", async () => {
    const first = await get("/");
    assert.ok(first.headers.etag && first.headers["last-modified"]);
    assert.equal((await get("/", `If-None-Match: ${first.headers.etag}\r\n`)).status, 304);
    assert.equal((await get("/", `If-Modified-Since: ${first.headers["last-modified"]}\r\n`)).status, 304);
    assert.equal((await get("/", `If-Modified-Since: Thu, 01 Jan 1970 00:00:00 GMT\r\n`)).status, 200);
  });

  test("Range answers 206 with exactly the bytes asked, 416 past the end", async () => {
    const part = await get("/file.bin", "Range: bytes=10-19\r\n");
    assert.equal(part.status, 206);
    assert.equal(part.headers["content-range"], "bytes 10-19/5000");
    assert.equal(part.body.length, 10);
    const suffix = await get("/file.bin", "Range: bytes=-100\r\n");
    assert.equal(suffix.headers["content-range"], "bytes 4900-4999/5000");
    assert.equal((await get("/file.bin", "Range: bytes=6000-\r\n")).status, 416);
  });

  test("HEAD sends the headers and no body", async () => {
    const head = await raw("HEAD /file.bin HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    assert.equal(head.status, 200);
    assert.equal(head.headers["content-length"], "5000");
    assert.equal(head.body.length, 0);
  });

  test("Brotli when the browser takes it, gzip when it takes only that, the file itself otherwise", async () => {
    // The header Chromium really sends: every encoding at the same weight, gzip first.
    const br = await get("/", "Accept-Encoding: gzip, deflate, br, zstd\r\n");
    assert.equal(br.headers["content-encoding"], "br");
    assert.equal(br.headers["content-type"], "text/html; charset=utf-8");
    assert.match(br.headers.vary, /Accept-Encoding/);
    assert.match(brotliDecompressSync(br.body).toString(), new RegExp(HOME));
    const gzip = await get("/", "Accept-Encoding: gzip, deflate\r\n");
    assert.equal(gzip.headers["content-encoding"], "gzip");
    assert.match(gunzipSync(gzip.body).toString(), new RegExp(HOME));
    const identity = await get("/", "Accept-Encoding: deflate\r\n");
    assert.equal(identity.headers["content-encoding"], undefined);
    assert.match(identity.body.toString(), new RegExp(HOME));
  });
});
