// A script's budget weight (scripts/budgets.mjs): its bytes at Brotli 11, compressed once for every process.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { brotliCompressSync, constants } from "node:zlib";
import { scriptWeight, WEIGHTS_DIR } from "../../scripts/budgets.mjs";

const digest = (body) => createHash("sha256").update(body).digest("hex");
const script = () => Buffer.from(`export const x = ${JSON.stringify(randomBytes(2048).toString("base64"))};`.repeat(3));

test("is the script's bytes at Brotli quality 11, kept under its digest for the other processes", () => {
  const body = script();
  const expected = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  assert.equal(scriptWeight(body), expected);
  const kept = join(WEIGHTS_DIR, digest(body));
  assert.equal(readFileSync(kept, "utf8"), String(expected));
  rmSync(kept);
});

test("is read from what another process kept, not compressed again", () => {
  const body = script();
  // A weight no compression gives, kept under this body's digest as another process would have written it.
  mkdirSync(WEIGHTS_DIR, { recursive: true });
  const kept = join(WEIGHTS_DIR, digest(body));
  writeFileSync(kept, "7");
  const dir = mkdtempSync(join(tmpdir(), "weights-test-"));
  const file = join(dir, "script.js");
  writeFileSync(file, body);
  const weight = execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import { scriptWeight } from ${JSON.stringify(new URL("../../scripts/budgets.mjs", import.meta.url).href)};
import { readFileSync } from "node:fs";
process.stdout.write(String(scriptWeight(readFileSync(${JSON.stringify(file)}))));`,
    ],
    { encoding: "utf8" },
  );
  rmSync(dir, { recursive: true });
  rmSync(kept);
  assert.equal(weight, "7");
});
