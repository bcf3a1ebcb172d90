import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";
import type { HeaderFits } from "../../src/theme/header-fit";

// The header's breakpoints, which the bundlers put in as a constant (gatsby-node.ts): measured once a file
// needs them, as the build measures them (fontkit's browser build, which Jest's jsdom resolves, needs the
// text codecs jsdom leaves out).
let fits: HeaderFits | undefined;
Object.defineProperty(globalThis, "__HEADER_FITS__", {
  configurable: true,
  get: () => {
    Object.assign(globalThis, { TextEncoder, TextDecoder });
    return (fits ??= (jest.requireActual("../../src/theme/header-fit") as typeof import("../../src/theme/header-fit")).headerFits());
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
