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

// The page wrapper (layout, MDX map): only when it is loaded, and that it is the one pages go through.
const mockLayout = { loaded: false };
jest.mock("../../src/wrap-page-element", () => {
  mockLayout.loaded = true;
  return { wrapPageElement: ({ element }: { element: JSX.Element }) => <main>{element}</main> };
});

import type { BrowserPluginArgs, PluginOptions } from "gatsby";
import type { WrapPageElementBrowserArgs } from "gatsby";
import { onClientEntry, replaceHydrateFunction, wrapPageElement } from "../../gatsby-browser";

it("hydrates the server-rendered page as a transition, in slices instead of one long task", () => {
  const hydrate = replaceHydrateFunction!({} as BrowserPluginArgs, {} as PluginOptions) as unknown as (
    element: JSX.Element,
    container: Element,
  ) => void;
  hydrate(<p>Page</p>, document.createElement("div"));
  expect(mockHydrations).toEqual([{ inTransition: true }]);
});

it("loads the layout in a later task than the one Gatsby starts in, and wraps every page in it once loaded", async () => {
  jest.useFakeTimers();
  try {
    const entry = onClientEntry();
    // However many promise callbacks run, the layout waits for the next task.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(mockLayout.loaded).toBe(false);
    await jest.runAllTimersAsync();
    await entry;
    expect(mockLayout.loaded).toBe(true);
    const page = <p>Page</p>;
    expect(wrapPageElement!({ element: page } as WrapPageElementBrowserArgs, {} as PluginOptions)).toEqual(<main>{page}</main>);
  } finally {
    jest.useRealTimers();
  }
});
