import "@testing-library/jest-dom";

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
