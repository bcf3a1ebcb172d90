/** Unit tests: components and content checks in jsdom. Browser tests live in __tests__/browser and __tests__/cms and run under Playwright. */
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/__tests__"],
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/__tests__/browser/", "<rootDir>/__tests__/cms/", "<rootDir>/__tests__/setup/"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/__tests__/setup/jest-preprocess.js" },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  moduleNameMapper: { "\\.(css)$": "identity-obj-proxy" },
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  setupFilesAfterEnv: ["<rootDir>/__tests__/setup/jest-setup.tsx"],
};
