import { TextDecoder, TextEncoder } from "node:util";
import type { HeaderFits } from "../../src/theme/header-box";

// Testing Library's matchers and React's DOM renderer only where there is a DOM: every file in Node (the built and
// review projects, and the unit tests marked @jest-environment node) loaded them for nothing, about 80 ms a file.
if (typeof document !== "undefined") {
  jest.requireActual("@testing-library/jest-dom");
  // findBy… and waitFor wait on their condition; this is only how long before they give up. Testing Library's
  // 1 s was too short on a loaded 2-core CI machine for the form dialog's first lazy load (its chunk is imported
  // on the first open), so a test that passes alone failed beside the builds and the browser.
  (jest.requireActual("@testing-library/react") as typeof import("@testing-library/react")).configure({ asyncUtilTimeout: 15_000 });
}

// The header's breakpoints, which the bundlers put in as a constant (gatsby-node.ts): measured once a file
// needs them, as the build measures them (fontkit's browser build, which Jest's jsdom resolves, needs the
// text codecs jsdom leaves out).
let fits: HeaderFits | undefined;
Object.defineProperty(globalThis, "__HEADER_FITS__", {
  configurable: true,
  get: () => {
    Object.assign(globalThis, { TextEncoder, TextDecoder });
    return (fits ??= (jest.requireActual("../../src/pipeline/header-fit") as typeof import("../../src/pipeline/header-fit")).headerFits());
  },
});

// Gatsby's Link needs the router; in unit tests it is a plain link to the same address.
jest.mock("gatsby", () => {
  const { createElement } = jest.requireActual("react");
  return {
    ...jest.requireActual("gatsby"),
    graphql: jest.fn(),
    Link: ({ to, children, activeClassName: _a, partiallyActive: _p, ...props }: Record<string, unknown>) =>
      createElement("a", { ...props, href: to }, children),
  };
});
