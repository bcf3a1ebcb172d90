// Loads one of the site's TypeScript modules into a Node script with Babel (already Gatsby's
// compiler), so the review reuses the site's own helpers rather than a copy of them.
import { existsSync, readFileSync } from "node:fs";
import { Module } from "node:module";
import { dirname, join, resolve } from "node:path";
import { transformSync } from "@babel/core";

const loaded = new Map();

/** Loads a TypeScript module, and the site's TypeScript modules it imports by relative path. */
export function requireTs(file) {
  const filename = resolve(file);
  if (loaded.has(filename)) return loaded.get(filename).exports;
  const { code } = transformSync(readFileSync(filename, "utf8"), {
    filename,
    babelrc: false,
    configFile: false,
    presets: ["@babel/preset-typescript"],
    plugins: ["@babel/plugin-transform-modules-commonjs"],
  });
  const mod = new Module(filename);
  mod.filename = filename;
  mod.paths = Module._nodeModulePaths(dirname(filename));
  loaded.set(filename, mod);
  mod.require = (id) => {
    if (id.startsWith(".")) {
      const base = resolve(dirname(filename), id);
      const ts = [`${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((candidate) => existsSync(candidate));
      if (ts) return requireTs(ts);
    }
    return Module.prototype.require.call(mod, id);
  };
  mod._compile(code, filename);
  return mod.exports;
}
