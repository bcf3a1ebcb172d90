const mockHydrations: { inTransition: boolean }[] = [];
const mockReact = { inTransition: false };

jest.mock("react", () => ({
  ...jest.requireActual("react"),
  startTransition: (callback: () => void) => {
    mockReact.inTransition = true;
    callback();
    mockReact.inTransition = false;
  },
}));
jest.mock("react-dom/client", () => ({
  hydrateRoot: () => mockHydrations.push({ inTransition: mockReact.inTransition }),
}));

// The page wrapper (layout, MDX map) plays no part here.
jest.mock("../../src/wrap-page-element", () => ({ wrapPageElement: () => null }));

import type { BrowserPluginArgs, PluginOptions } from "gatsby";
import { replaceHydrateFunction } from "../../gatsby-browser";

it("hydrates the server-rendered page as a transition, in slices instead of one long task", () => {
  const hydrate = replaceHydrateFunction!({} as BrowserPluginArgs, {} as PluginOptions) as unknown as (
    element: JSX.Element,
    container: Element,
  ) => void;
  hydrate(<p>Page</p>, document.createElement("div"));
  expect(mockHydrations).toEqual([{ inTransition: true }]);
});
