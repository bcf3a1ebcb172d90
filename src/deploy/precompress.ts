import { readdir, readFile, stat, writeFile } from "fs/promises";
import path from "path";
import { promisify } from "util";
import { brotliCompress, constants, gzip } from "zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|xml|txt|ics|svg|map)$/;
/** Below this, the encoding headers cost more than they save. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (Brotli, best quality) and `file.gz` beside every text file of the build, as
 * CDNs do, so the server sends compressed bytes without compressing on a request. zlib's async
 * functions run in libuv's thread pool, so nothing here blocks other work.
 */
export async function precompress(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true })).map((name) => path.join(dir, name)).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const info = await stat(file);
      if (!info.isFile() || info.size < MIN_BYTES) return;
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipAsync(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      written += 1;
    }),
  );
  return written;
}
