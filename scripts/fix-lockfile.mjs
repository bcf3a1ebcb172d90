// The registry this project installs from lacks msgpackr-extract's macOS, Windows and 32-bit ARM
// builds, so `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock.
// Run this after any `npm install` that rewrites the lock: it records them as optional,
// platform-restricted entries, which npm ci skips on Linux x64 without downloading anything.
import { readFileSync, writeFileSync } from "node:fs";

const FILE = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(FILE, "utf8"));
const parent = lock.packages["node_modules/msgpackr-extract"];
const packages = {};
for (const [path, entry] of Object.entries(lock.packages)) {
  packages[path] = entry;
  if (path !== "node_modules/msgpackr-extract" || !parent?.optionalDependencies) continue;
  for (const [name, version] of Object.entries(parent.optionalDependencies)) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const [, os, cpu] = name.match(/-(darwin|linux|win32)-(\w+)$/);
    packages[key] = { version, cpu: [cpu], license: "MIT", optional: true, os: [os] };
  }
}
lock.packages = packages;
writeFileSync(FILE, `${JSON.stringify(lock, null, 2)}\n`);
