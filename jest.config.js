/** Unit tests: components and content checks in jsdom. Browser tests live in __tests__/browser and __tests__/cms and run under Playwright. */
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/__tests__"],
  testPathIgnorePatterns: [
    "/node_modules/",
    "<rootDir>/__tests__/browser/",
    "<rootDir>/__tests__/cms/",
    "<rootDir>/__tests__/setup/",
    "<rootDir>/__tests__/review/",
  ],
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/__tests__/setup/jest-preprocess.js" },
  // Gatsby's runtime and the MDX parser family (unified, remark, micromark, mdast, unist, vfile, github-slugger) ship ES modules only.
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|unified|bail|trough|is-plain-obj|vfile[^/]*|unist-[^/]+|mdast-[^/]+|micromark[^/]*|remark-[^/]+|github-slugger|ccount|character-[^/]+|decode-named-character-reference|estree-util-[^/]+|is-(alphabetical|alphanumerical|decimal|hexadecimal)|longest-streak|parse-entities|stringify-entities|zwitch)/)",
  ],
  moduleNameMapper: { "\\.(css)$": "identity-obj-proxy", "\\.(woff2)$": "<rootDir>/__tests__/setup/file-stub.js" },
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  setupFilesAfterEnv: ["<rootDir>/__tests__/setup/jest-setup.tsx"],
};
