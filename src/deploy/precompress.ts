import { availableParallelism } from "os";
import { readdir, readFile, stat, writeFile } from "fs/promises";
import path from "path";
import { promisify } from "util";
import { brotliCompress, constants, gunzip, gzip } from "zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|xml|txt|ics|svg|map)$/;
/** Below this, the encoding headers cost more than they save. */
const MIN_BYTES = 1024;
/**
 * Brotli's quality for a file. Scripts and styles, a fixed set that every visitor's first page downloads, get the
 * best (11). Pages and their data, two files a page that grow with the site, get 10: 2 % more bytes in half the
 * time, which at 1,000 stories is about 35 s of a clean build (bench/README.md, "Brotli for pages").
 */
const brotliQuality = (file: string) => (/\.(js|mjs|css)$/.test(file) ? 11 : 10);

/**
 * Runs `work` over `items`, at most `limit` at once: a fixed pool, so a site of thousands of files holds a
 * few bodies in memory, not all of them. Hand-written (eight lines): the pool packages are ES modules only,
 * and gatsby-node loads this file as CommonJS.
 */
async function eachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * True when `file.gz` and `file.br` are there and hold the file's bytes: the copies are current. Copies written
 * after the file last changed (its ctime, which every write moves and no copy tool sets back) are, and the file is
 * not even read; otherwise (a build wrote the file again, perhaps with the same bytes) the gzip copy is compared.
 */
async function copiesCurrent(file: string, changed: number): Promise<boolean> {
  try {
    const [br, gz] = await Promise.all([stat(`${file}.br`), stat(`${file}.gz`)]);
    if (changed < br.mtimeMs && changed < gz.mtimeMs) return true;
    return (await gunzipAsync(await readFile(`${file}.gz`))).equals(await readFile(file));
  } catch {
    return false;
  }
}

/**
 * Writes `file.br` (Brotli, see brotliQuality) and `file.gz` beside every text file of the build, as
 * CDNs do, so the server sends compressed bytes without compressing on a request. A file whose copies
 * already hold its bytes (a rebuild that did not change it) is left alone, unread if nothing wrote it since, and as many files are worked
 * on at once as the machine has cores: zlib's async functions run in libuv's thread pool.
 */
export async function precompress(dir: string): Promise<{ written: number; unchanged: number }> {
  const files = (await readdir(dir, { recursive: true })).map((name) => path.join(dir, name)).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  let unchanged = 0;
  await eachAtMost(files, availableParallelism(), async (file) => {
    const info = await stat(file);
    if (!info.isFile() || info.size < MIN_BYTES) return;
    if (await copiesCurrent(file, info.ctimeMs)) {
      unchanged += 1;
      return;
    }
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file), [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzipAsync(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    written += 1;
  });
  return { written, unchanged };
}
