// Jest compiles TypeScript, JSX and the packages' ES modules with esbuild, which the editor's bundle already uses:
// a cold unit run took 64 busy processor-seconds with Babel and 49 with esbuild (bench/README.md), and npm test
// starts every Jest project cold on a new machine. A file that calls jest.mock goes through Babel with Gatsby's
// preset, as Gatsby's testing guide does, because the mock must run before the file's imports and only Babel's Jest
// plugin lifts it there. Written here, not taken from an adapter package: esbuild's transform is one call, and which
// files need Babel is this repository's choice.
const { createHash } = require("node:crypto");
const { readFileSync } = require("node:fs");
const { extname } = require("node:path");
const esbuild = require("esbuild");

const babel = require("babel-jest").default.createTransformer({
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
});
const LOADERS = { ".ts": "ts", ".tsx": "tsx", ".jsx": "jsx" };
const usesMocks = (source) => /\bjest\.(mock|doMock|unmock)\(/.test(source);
// What the output depends on besides the file: this file, the compilers' versions and the Node it targets.
const SELF = [
  readFileSync(__filename, "utf8"),
  esbuild.version,
  require("babel-jest/package.json").version,
  require("babel-preset-gatsby/package.json").version,
  process.version,
].join("\0");

module.exports = {
  process(source, filename, options) {
    if (usesMocks(source)) return babel.process(source, filename, options);
    const { code, map } = esbuild.transformSync(source, {
      loader: LOADERS[extname(filename)] ?? "js",
      format: "cjs",
      // Jest runs files as CommonJS: import() becomes require().
      supported: { "dynamic-import": false },
      target: `node${process.versions.node.split(".")[0]}`,
      jsx: "automatic",
      sourcemap: true,
      sourcefile: filename,
    });
    return { code, map };
  },
  getCacheKey(source, filename, { configString, instrument }) {
    return createHash("sha1")
      .update([SELF, source, filename, configString, instrument ? "instrument" : ""].join("\0"))
      .digest("hex");
  },
};
