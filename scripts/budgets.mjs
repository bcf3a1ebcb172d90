// The byte budgets of a route's first load at 375 px, and how they are measured: read by the budget browser test and
// by `npm run review`, so both judge alike. Fonts and the total are the bytes a visitor receives from the host's engine
// (it compresses text at the edge, Brotli at about quality 5). Scripts are budgeted by what they are, not by how a host
// compresses them: each script's bytes at Brotli's best (quality 11), so the budget moves when the code does and not
// when a host changes its compression level; what the engine sent is reported beside it (jsReceived).
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

export const KB = 1024;

/** Per route, first load on a phone (see issues #6 and #21): scripts before any click, web fonts and everything together. */
export const BUDGET = { js: 100 * KB, fonts: 80 * KB, total: 350 * KB };

/**
 * Each script's weight by its bytes' digest, kept in this process and in a folder every process reads: the routes of a
 * site share most of their scripts, quality 11 is slow, and the browser tests' workers (and the launch-day site's, whose
 * framework scripts are the same bytes) would each compress the same files again. A digest names its bytes and the
 * folder names Brotli's version, so a weight found there is that script's.
 */
const weights = new Map();
export const WEIGHTS_DIR = join(tmpdir(), `script-weights-brotli-${process.versions.brotli}-quality-11`);

/** A script's weight as the budget counts it: its bytes at Brotli quality 11. */
export function scriptWeight(/** @type {Buffer} */ body) {
  const digest = createHash("sha256").update(body).digest("hex");
  if (weights.has(digest)) return weights.get(digest);
  const file = join(WEIGHTS_DIR, digest);
  let weight = Number.parseInt(tryRead(file), 10);
  if (!Number.isInteger(weight)) {
    weight = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }).length;
    // Written under another name, then renamed: a process reading at the same moment finds the whole number or none.
    mkdirSync(WEIGHTS_DIR, { recursive: true });
    writeFileSync(`${file}.${process.pid}`, String(weight));
    renameSync(`${file}.${process.pid}`, file);
  }
  weights.set(digest, weight);
  return weight;
}

const tryRead = (/** @type {string} */ file) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
};

/**
 * Starts counting what a Playwright page downloads; `await totals()` sums it by now. Each size is read
 * asynchronously, so totals waits for the reads already begun (a request that finished just before would
 * otherwise be missed), and a read that fails is reported there rather than as a stray rejection: one
 * still pending when the page closes after the measurement no longer fails the test it belongs to.
 *
 * @param {import("@playwright/test").Page} page
 */
export function countBytes(page) {
  /** @type {{ url: string; type: string; bytes: number; weight: number }[]} */
  const sizes = [];
  /** @type {Set<Promise<unknown>>} */
  const pending = new Set();
  /** @type {string[]} */
  const failures = [];
  page.on("requestfinished", (request) => {
    const type = request.resourceType();
    const read = Promise.all([request.sizes(), type === "script" ? request.response().then((response) => response?.body()) : undefined])
      .then(([{ responseBodySize }, body]) =>
        sizes.push({ url: request.url(), type, bytes: responseBodySize, weight: body ? scriptWeight(body) : responseBodySize }),
      )
      .catch((error) => failures.push(`${request.url()}: ${error.message}`))
      .finally(() => pending.delete(read));
    pending.add(read);
  });
  const sum = (/** @type {string | undefined} */ type, /** @type {"bytes" | "weight"} */ field = "bytes") =>
    sizes.filter((s) => !type || s.type === type).reduce((total, s) => total + s[field], 0);
  return {
    sizes,
    totals: async () => {
      await Promise.all([...pending]);
      if (failures.length) throw new Error(`Could not read the size of: ${failures.join("; ")}`);
      return { js: sum("script", "weight"), jsReceived: sum("script"), fonts: sum("font"), total: sum(), requests: sizes.length };
    },
  };
}
