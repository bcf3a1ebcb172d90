/** @jest-environment node */
import { BREAKS_ELSEWHERE, checkEntry } from "../../src/admin/checks";
import { ORIGINAL } from "../../src/admin/formats";
import { contentOf } from "../setup/content";

const tree = contentOf();

describe("an entry's checks in the editor", () => {
  it("name the other pages an edit would break: a changed address that other pages link to", () => {
    // A page other pages link to, by its route (not the home page, which every page links to by its logo).
    const linked = tree.pages.find(
      (page) =>
        page.route !== "/" &&
        !page.route.includes("{") &&
        tree.pages.some((p) => p !== page && p.mdx.links.some((l) => l.href.split("#")[0] === page.route)),
    )!;
    expect(linked).toBeDefined();
    const saved = { entries: tree.entries };
    const data = { [ORIGINAL]: linked.text };
    // As saved: nothing to say.
    expect(checkEntry({ file: linked.file, text: linked.text }, data, saved, tree.images)).toEqual([]);
    // Its address changed: each page that links to it is named, once, with the build's own message.
    const moved = linked.text.replace(/^slug: "?([^"\n]+)"?$/m, `slug: "$1-moved"`);
    const messages = checkEntry({ file: linked.file, text: moved }, data, saved, tree.images);
    const linking = tree.pages.filter((p) => p !== linked && p.mdx.links.some((l) => l.href.split("#")[0] === linked.route));
    const named = messages.filter((m) => m.startsWith(BREAKS_ELSEWHERE));
    expect(named.length).toBeGreaterThan(0);
    expect([...new Set(named.map((m) => m.slice(BREAKS_ELSEWHERE.length + 1).split(":")[0]))].sort()).toEqual(
      [...new Set(linking.map((p) => p.file))].sort(),
    );
  });

  it("blame no other page while the entry's own text does not parse (its headings, which others link to, are unread)", () => {
    // A page whose sections other pages link to by #anchor.
    const target = tree.pages.find((page) =>
      tree.pages.some((p) => p !== page && p.mdx.links.some((l) => l.href.startsWith(`${page.route}#`))),
    )!;
    expect(target).toBeDefined();
    const broken = target.text.replace("</Section>", "");
    const messages = checkEntry({ file: target.file, text: broken }, { [ORIGINAL]: target.text }, { entries: tree.entries }, tree.images);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((m) => m.startsWith(BREAKS_ELSEWHERE))).toEqual([]);
  });
});
