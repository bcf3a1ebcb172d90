/** @jest-environment node */
import fs from "fs";
import path from "path";
import { jsonFromFile, jsonToFile, mdxFromFile, mdxToFile, ORIGINAL } from "../../src/admin/formats";

const PAGES = path.resolve("content/pages");
const pages = fs.readdirSync(PAGES).filter((name) => name.endsWith(".mdx"));
const read = (file: string) => fs.readFileSync(file, "utf8");
/** The lines of `after` that differ from `before`, line by line (neither edit adds or removes lines). */
const changedLines = (before: string, after: string) => {
  const a = before.split("\n");
  return after.split("\n").filter((line, i) => line !== a[i]);
};

describe("the admin's file formats", () => {
  it.each(pages)("reads and writes %s back byte for byte", (name) => {
    const text = read(path.join(PAGES, name));
    expect(mdxToFile(mdxFromFile(text))).toBe(text);
  });

  it("changes only the frontmatter line of the field that changed, keeping its quoting", () => {
    for (const name of pages) {
      const text = read(path.join(PAGES, name));
      const data = mdxFromFile(text);
      const written = mdxToFile({ ...data, title: `${String(data.title)} (new)` });
      const lines = changedLines(text, written);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`${String(data.title)} (new)`);
      expect(mdxFromFile(written).title).toBe(`${String(data.title)} (new)`);
    }
  });

  it("writes a new page's fields in the schema's order", () => {
    const written = mdxToFile({ description: "D.", title: "T", slug: "/t", body: "\nHello.\n" });
    expect(written).toBe('---\nslug: "/t"\ntitle: "T"\ndescription: "D."\n---\n\nHello.\n');
  });

  it("keeps the settings file's layout and edits only the changed value", () => {
    const text = read(path.resolve("content/settings.json"));
    expect(jsonToFile(jsonFromFile(text))).toBe(text);
    const data = jsonFromFile(text) as { contact: { phone: string }; [ORIGINAL]: string };
    const written = jsonToFile({ ...data, contact: { ...data.contact, phone: "(480) 555-0100" } });
    expect(changedLines(text, written)).toEqual([expect.stringContaining('"phone": "(480) 555-0100"')]);
  });
});
