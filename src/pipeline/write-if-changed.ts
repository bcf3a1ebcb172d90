import fs from "node:fs";
import path from "node:path";

/**
 * Writes `file` (making its folder) unless it already holds `body`; true when it wrote. A rebuild that leaves a
 * file's bytes alone leaves its time alone too, so nothing after it (Pagefind, the compressed copies, a host's
 * upload) takes it for new.
 */
export function writeIfChanged(file: string, body: string | Uint8Array): boolean {
  const bytes = typeof body === "string" ? Buffer.from(body) : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  try {
    if (fs.readFileSync(file).equals(bytes)) return false;
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
  }
  fs.writeFileSync(file, bytes);
  return true;
}
