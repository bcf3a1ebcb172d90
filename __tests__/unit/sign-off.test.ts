/**
 * @jest-environment node
 *
 * The launch sign-off (CONTENT.md, "Before launch"): which facts the launch check lists, when a person's
 * confirmation covers one and when it no longer does, and the command that records it. Settings come from
 * the launch-day generator (another foundation's values), pages from the content reader: never our samples.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseTree, type Node } from "jsonc-parser";
import { launchDaySettings } from "../../scripts/launch-day-settings.mjs";
import {
  confirmFacts,
  contentFacts,
  digestOf,
  emptySignOff,
  launchCheck,
  launchReady,
  launchReport,
  readLaunchInputs,
  settingsFacts,
  SIGN_OFF_FILE,
  unconfirmedFacts,
} from "../../src/content-checks/sign-off";
import { LEGAL_FILES } from "../../src/constants";
import { readEntry } from "../../src/content-reader/entry";
import { versionOfText } from "../../src/i18n/english-version";
import { SETTINGS_FILE, settingsFile } from "../../src/settings";
import { contentOf } from "../setup/content";

const ROOT = resolve(__dirname, "../..");
type Json = Record<string, unknown>;
const generated = () => launchDaySettings(settingsFile) as unknown as Json;
const asText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const at = (value: Json, path: string[]) => path.reduce((node, key) => (node as Json)[key], value as unknown);
const TODAY = new Date("2027-03-01T12:00:00Z");
const daysBefore = (days: number) => new Date(TODAY.getTime() - days * 86_400_000).toISOString().slice(0, 10);

/** Every leaf value of a settings file with its path, as dotted text. */
function leaves(node: Node, path: (string | number)[] = []): string[] {
  if (node.type === "object")
    return (node.children ?? []).flatMap(({ children: [key, value] = [] }) => (value ? leaves(value, [...path, key.value as string]) : []));
  if (node.type === "array") return (node.children ?? []).flatMap((child, i) => leaves(child, [...path, i]));
  return [path.join(".")];
}

describe("the facts in the settings", () => {
  const text = asText(generated());
  const facts = settingsFacts(text);

  it("cover every value of another foundation's settings exactly once, each at the line it starts on", () => {
    const ids = facts.map((fact) => fact.id.replace(/^settings:/, ""));
    const owner = (leaf: string) => ids.filter((id) => leaf === id || leaf.startsWith(`${id}.`));
    for (const leaf of leaves(parseTree(text)!)) expect([leaf, owner(leaf)]).toEqual([leaf, [expect.any(String)]]);
    const lines = text.split("\n");
    for (const fact of facts) {
      expect(fact.file).toBe(SETTINGS_FILE);
      const key = String(
        fact.id
          .replace(/^settings:/, "")
          .split(".")
          .at(-1),
      );
      const line = lines[fact.line - 1];
      expect(/^\d+$/.test(key) || line.includes(`"${key}"`)).toBe(true);
    }
  });

  it("name the address checks are mailed to, the payee, the founder, the languages answered in, the impact date and the review date", () => {
    const ids = facts.map((fact) => fact.id);
    for (const path of [
      "donate.mailingAddress",
      "donate.checkPayableTo",
      "founder.firstName",
      "contact.languages",
      "organisation.impactAsOf",
    ])
      expect(ids).toContain(`settings:${path}`);
    // The mailing address is one fact, and its line shows what it is.
    const mailing = facts.find((fact) => fact.id === "settings:donate.mailingAddress")!;
    const street = String(at(generated(), ["donate", "mailingAddress", "street"]));
    expect(mailing.what).toContain(street);
    expect(mailing.what).toMatch(/checks are mailed/);
    expect(facts.find((fact) => fact.value.includes('"reviewed"'))?.dated).toBe(at(generated(), ["accessibility", "reviewed"]));
  });
});

describe("a confirmation", () => {
  const settings = generated();
  const text = asText(settings);
  const facts = settingsFacts(text);
  const everything = confirmFacts(
    emptySignOff(),
    facts,
    facts.map((fact) => fact.id),
    "Ana Ruiz",
    "2027-02-20",
  );

  it("covers a fact until its value changes; then that fact alone is listed again, naming who confirmed it", () => {
    expect(unconfirmedFacts(facts, emptySignOff(), TODAY).map((fact) => fact.why)).toEqual(facts.map(() => "not yet confirmed"));
    expect(unconfirmedFacts(facts, everything, TODAY)).toEqual([]);
    (at(settings, ["donate", "mailingAddress"]) as Json).street = "PO Box 4120";
    const listed = unconfirmedFacts(settingsFacts(asText(settings)), everything, TODAY);
    expect(listed.map(({ id, why }) => [id, why])).toEqual([
      ["settings:donate.mailingAddress", "changed since Ana Ruiz confirmed it on 2027-02-20"],
    ]);
    // The sign-off records who, when and the value's digest, sorted by fact.
    expect(Object.keys(everything.confirmed)).toEqual([...Object.keys(everything.confirmed)].sort((a, b) => a.localeCompare(b)));
    expect(everything.confirmed["settings:donate.mailingAddress"]).toEqual({
      digest: digestOf(facts.find((fact) => fact.id === "settings:donate.mailingAddress")!.value),
      by: "Ana Ruiz",
      on: "2027-02-20",
    });
  });

  it("of a dated fact lapses a year after the date it carries", () => {
    const lines = (at(settings, ["help", "helplines", "en"]) as Json[]).map((line, i) => ({
      ...line,
      checked: daysBefore(i === 0 ? 400 : 10),
    }));
    (at(settings, ["help", "helplines"]) as Json).en = lines;
    const dated = settingsFacts(asText(settings));
    const signOff = confirmFacts(
      emptySignOff(),
      dated,
      dated.map((fact) => fact.id),
      "Ana Ruiz",
      "2027-02-20",
    );
    const listed = unconfirmedFacts(dated, signOff, TODAY);
    expect(listed.map((fact) => fact.id)).toEqual(["settings:help.helplines.en.0"]);
    expect(listed[0].why).toContain(daysBefore(400));
  });

  it("names its person, and only facts the check lists", () => {
    expect(() => confirmFacts(emptySignOff(), facts, [facts[0].id], " ", "2027-02-20")).toThrow(/--by/);
    expect(() => confirmFacts(emptySignOff(), facts, ["settings:nowhere"], "Ana Ruiz", "2027-02-20")).toThrow(/settings:nowhere/);
  });
});

describe("the facts in the pages", () => {
  const settings = { founder: { firstName: "José" } };
  const images = new Set<string>();
  const legal = readEntry(
    {
      file: LEGAL_FILES[0].replace("content/pages/", "content/pages/es/"),
      text: '---\nslug: "/es/x"\ntitle: "T"\ndescription: "D"\n---\n\n# T\n\nVigente desde el 3 de marzo de 2031.\n\nUna organización sin fines de lucro 501(c)(3).\n',
    },
    { settings, images },
  );
  const page = readEntry(
    {
      file: "content/pages/figures.mdx",
      text: [
        '---\nslug: "/figures"\ntitle: "T"\ndescription: "D"\n---\n',
        '<StatCard value="12">\n\nfamilies helped\n\n<ImpactSource />\n\n</StatCard>\n',
        '<StatCard value="3">\n\nrides given\n\n<ImpactSource sample />\n\n</StatCard>\n',
        `Gifts are tax-deductible.\n\n<Source publisher="P" title="A" url="https://a.test/" checked="${daysBefore(30)}" />\n`,
        `<Source publisher="P" title="A" url="https://a.test/" checked="${daysBefore(500)}" />\n`,
      ].join("\n"),
    },
    { settings, images },
  );
  const facts = contentFacts([legal, page]);
  const lineOf = (entry: { text: string }, words: string) => entry.text.split("\n").findIndex((line) => line.includes(words)) + 1;

  it("are a legal page (at its effective date), each legal status claim, each impact figure no longer a sample, and each source cited", () => {
    expect(facts.map(({ id, line }): [string, number] => [id, line])).toEqual([
      [`legal:${legal.file}`, lineOf(legal, "2031")],
      [`claim:${legal.file}#1`, lineOf(legal, "501(c)(3)")],
      [`claim:${page.file}#1`, lineOf(page, "tax-deductible")],
      [`impact:${page.file}#1`, lineOf(page, 'value="12"')],
      [`source:${page.file}:https://a.test/`, lineOf(page, daysBefore(30))],
      [`source:${page.file}:https://a.test/#2`, lineOf(page, daysBefore(500))],
    ]);
    expect(facts.find((fact) => fact.id.startsWith("impact:"))!.value).toContain("families helped");
  });

  it("list a source checked more than a year ago even when confirmed", () => {
    const signOff = confirmFacts(
      emptySignOff(),
      facts,
      facts.map((fact) => fact.id),
      "Ana Ruiz",
      "2027-02-20",
    );
    expect(unconfirmedFacts(facts, signOff, TODAY).map((fact) => fact.id)).toEqual([`source:${page.file}:https://a.test/#2`]);
  });

  it("in this checkout include every legal page in every language and every source, each with its own id", () => {
    const { entries } = contentOf();
    const all = contentFacts(entries);
    const legalFiles = entries.filter((entry) =>
      LEGAL_FILES.some((file) => entry.file === file || entry.file === file.replace("content/pages/", `content/pages/${entry.locale}/`)),
    );
    expect(
      all
        .filter((fact) => fact.id.startsWith("legal:"))
        .map((fact) => fact.file)
        .sort(),
    ).toEqual(legalFiles.map((entry) => entry.file).sort());
    const sources = entries.flatMap((entry) => entry.mdx.components.filter((use) => use.name === "Source").map(() => entry.file));
    expect(
      all
        .filter((fact) => fact.id.startsWith("source:"))
        .map((fact) => fact.file)
        .sort(),
    ).toEqual(sources.sort());
    expect(new Set(all.map((fact) => fact.id)).size).toBe(all.length);
  });

  it("and a translation behind its English is listed until it is brought in step", () => {
    const english = readEntry({ file: "content/pages/figures.mdx", text: page.text }, { settings, images });
    const spanish = (version: string) =>
      readEntry(
        {
          file: "content/pages/es/figures.mdx",
          text: `---\nslug: "/es/figures"\ntitle: "T"\ndescription: "D"\nenglishVersion: "${version}"\n---\n\nTexto.\n`,
        },
        { settings, images },
      );
    const settingsText = asText(generated());
    expect(
      launchCheck([english, spanish("000000000000")], settingsText, emptySignOff(), TODAY).translations.map((state) => state.file),
    ).toEqual(["content/pages/es/figures.mdx"]);
    expect(launchCheck([english, spanish(versionOfText(english.text))], settingsText, emptySignOff(), TODAY).translations).toEqual([]);
  });
});

describe("npm run launch-check", () => {
  const run = (root: string, ...args: string[]) => {
    try {
      return {
        status: 0,
        out: execFileSync(process.execPath, ["--import", "tsx", "scripts/launch-check.ts", "--root", root, ...args], {
          cwd: ROOT,
          encoding: "utf8",
          stdio: "pipe",
        }),
      };
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      return { status: failed.status, out: failed.stderr };
    }
  };

  it("reports this checkout as the build would: every line of the report, exit 1 unless the site may launch", () => {
    const { entries, settingsText, signOff } = readLaunchInputs(ROOT);
    const check = launchCheck(entries, settingsText, signOff);
    const { status, out } = run(ROOT);
    expect(status).toBe(launchReady(check) ? 0 : 1);
    if (!launchReady(check)) expect(out.trim()).toBe(launchReport(check));
  });

  it("lists another foundation's facts, exits 0 once a person confirmed them all, and lists a changed one again", () => {
    const root = mkdtempSync(join(tmpdir(), "sign-off-"));
    try {
      mkdirSync(join(root, "content/pages"), { recursive: true });
      const settings = generated();
      writeFileSync(join(root, SETTINGS_FILE), asText(settings));
      // The English legal pages of this checkout: no samples, no translation to fall behind.
      for (const file of LEGAL_FILES) cpSync(join(ROOT, file), join(root, file));
      // The ids as the command lists them (its --json is what the launch-day copy reads; here, the same functions).
      const listed = () => {
        const { entries, settingsText, signOff } = readLaunchInputs(root);
        return launchCheck(entries, settingsText, signOff).unconfirmed;
      };
      const facts = listed();
      const before = run(root);
      expect(before.status).toBe(1);
      for (const fact of facts) expect(before.out).toContain(`${fact.file}:${fact.line}: [${fact.id}]`);
      expect(facts.map((fact) => fact.id)).toEqual(
        expect.arrayContaining(["settings:donate.mailingAddress", "settings:founder.firstName"]),
      );

      expect(run(root, "--confirm", ...facts.map((fact) => fact.id), "--by", "Ana Ruiz").status).toBe(0);
      expect(JSON.parse(readFileSync(join(root, SIGN_OFF_FILE), "utf8")).confirmed["settings:founder.firstName"].by).toBe("Ana Ruiz");
      expect(listed()).toEqual([]);
      expect(run(root).status).toBe(0);

      (at(settings, ["donate"]) as Json).checkPayableTo = `${String(at(settings, ["donate", "checkPayableTo"]))} Inc.`;
      writeFileSync(join(root, SETTINGS_FILE), asText(settings));
      const after = run(root);
      expect(after.status).toBe(1);
      expect(after.out).toMatch(/\[settings:donate\.checkPayableTo\] .* — changed since Ana Ruiz confirmed it on \d{4}-\d{2}-\d{2}/);
      expect(listed().map((fact) => fact.id)).toEqual(["settings:donate.checkPayableTo"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
