// Loads one of the site's TypeScript modules into a Node script with Babel (already Gatsby's
// compiler), so the review reuses the site's own helpers rather than a copy of them.
import { readFileSync } from "node:fs";
import { Module } from "node:module";
import { dirname, resolve } from "node:path";
import { transformSync } from "@babel/core";

export function requireTs(file) {
  const filename = resolve(file);
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
  mod._compile(code, filename);
  return mod.exports;
}
