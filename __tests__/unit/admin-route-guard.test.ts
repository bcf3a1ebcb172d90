/** @jest-environment node */
import { entryAt, needsReload } from "../../src/admin/route-guard";

describe("the editor's address guard", () => {
  it("knows an entry's address, a new entry's and any other screen's", () => {
    expect(entryAt("#/collections/pages/entries/get-help")).toEqual({ collection: "pages", name: "get-help" });
    expect(entryAt("#/collections/stories/new")).toEqual({ collection: "stories", name: "" });
    expect(entryAt("#/collections/pages")).toBeUndefined();
  });

  it("reloads on a move from one entry straight to another, by the address bar or Back, and never on Decap's own moves", () => {
    expect(needsReload("#/collections/pages/entries/awareness", "#/collections/pages/entries/get-help")).toBe(true);
    expect(needsReload("#/collections/settings/entries/settings", "#/collections/pages/entries/get-help")).toBe(true);
    expect(needsReload("#/collections/stories/new", "#/collections/pages/entries/get-help")).toBe(true);
    // A new story's first save, a duplicate, the same entry, a list: Decap's own moves.
    expect(needsReload("#/collections/stories/new", "#/collections/stories/entries/a-new-story")).toBe(false);
    expect(needsReload("#/collections/stories/entries/a", "#/collections/stories/new?duplicate=true")).toBe(false);
    expect(needsReload("#/collections/pages/entries/awareness", "#/collections/pages/entries/awareness")).toBe(false);
    expect(needsReload("#/collections/pages/entries/awareness", "#/collections/pages")).toBe(false);
  });
});
