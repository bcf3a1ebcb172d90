// Jest compiles TypeScript and JSX with Gatsby's own Babel preset, as Gatsby's testing guide does.
module.exports = require("babel-jest").default.createTransformer({
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
});
