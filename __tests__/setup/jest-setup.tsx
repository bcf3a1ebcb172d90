import "@testing-library/jest-dom";
import { founderSlug } from "../../src/founder-route";

// As gatsby-config.ts does for the build.
process.env.GATSBY_FOUNDER_ROUTE = founderSlug();

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
