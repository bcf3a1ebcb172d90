/**
 * Jest projects, run together by `npm test` after the build (scripts/test.mjs):
 * - unit: components and content checks in jsdom;
 * - built: facts about the built files in public/, in Node;
 * - review: the review tool over two small prebuilt sites.
 * With LAUNCH_DAY_DIR set (the launch-day copy, see scripts/launch-day.mjs), unit and built run there too,
 * with that copy's settings. Browser tests live in __tests__/browser and __tests__/cms (Playwright).
 */
const common = {
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/__tests__/setup/jest-preprocess.js" },
  // Gatsby's runtime and the MDX family (its compiler, unified, remark, micromark, mdast, hast, unist, vfile, github-slugger) ship
  // ES modules only, and so does yaml's browser build, which jsdom tests resolve.
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|unified|bail|trough|is-plain-obj|vfile[^/]*|unist-[^/]+|mdast-[^/]+|micromark[^/]*|remark-[^/]+|github-slugger|ccount|character-[^/]+|decode-named-character-reference|estree-util-[^/]+|is-(alphabetical|alphanumerical|decimal|hexadecimal)|longest-streak|parse-entities|stringify-entities|zwitch|yaml|@mdx-js|estree-walker|hast-util-[^/]+|is-reference|periscopic|property-information|(space|comma)-separated-tokens|trim-lines)/)",
  ],
  // Three packages under MDX's compiler offer themselves only to `import`, which Jest's CommonJS resolver does not ask for.
  moduleNameMapper: {
    "^(estree-walker|periscopic|is-reference)$": "<rootDir>/node_modules/$1/src/index.js",
    "\\.(css)$": "identity-obj-proxy",
    "\\.(woff2)$": "<rootDir>/__tests__/setup/file-stub.js",
  },
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  setupFilesAfterEnv: ["<rootDir>/__tests__/setup/jest-setup.tsx"],
};

/** A project that runs the tests in `folder` of the checkout at `rootDir`. */
const project = (rootDir, displayName, folder, testEnvironment) => ({
  ...common,
  rootDir,
  displayName,
  testEnvironment,
  // src/ is a root too, so Jest knows which tests reach a changed module (npm run test:quick's --findRelatedTests);
  // the tests themselves are only those of the folder.
  roots: [`<rootDir>/__tests__/${folder}`, "<rootDir>/src"],
  testMatch: [`<rootDir>/__tests__/${folder}/**/*.test.{ts,tsx}`],
});

const projects = [
  project(__dirname, "unit", "unit", "jsdom"),
  project(__dirname, "built", "built", "node"),
  project(__dirname, "review", "review", "node"),
];
if (process.env.LAUNCH_DAY_DIR) {
  const copy = process.env.LAUNCH_DAY_DIR;
  projects.push(project(copy, "launch-day unit", "unit", "jsdom"), project(copy, "launch-day built", "built", "node"));
}

module.exports = {
  projects,
  // A limit, not a measure: on a loaded 2-core CI machine beside the builds and the browser, a test that types
  // and clicks through a dialog three times took over Jest's default 5 s. Nothing here is timed. (Jest reads
  // this option only here, at the top: inside a project it is ignored with a warning.)
  testTimeout: 30_000,
};
