/**
 * @jest-environment node
 *
 * The launch check (CONTENT.md, "Before launch"): which settings values it takes for samples, which content
 * a writer marked, what it says of each, and when a build counts as a launch. Expectations come from the
 * content reader and the launch-day settings (another foundation's real-looking values), never our samples.
 */
import { launchDaySettings } from "../../scripts/launch-day-settings.mjs";
import { contentSamples, describeSample, isLaunchBuild, settingsSamples } from "../../src/content-checks/samples";
import { readEntry } from "../../src/content-reader/entry";
import { SETTINGS_FILE, settingsFile } from "../../src/settings";
import { contentOf } from "../setup/content";

const realLooking = () => launchDaySettings(settingsFile) as typeof settingsFile;
const asText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
/** Real-looking settings but for one value at `path`, set to `value`: the file's text and its samples. */
function samplesWith(path: string[], value: string) {
  const settings = realLooking() as unknown as Record<string, unknown>;
  const parent = path.slice(0, -1).reduce((node, key) => (node as Record<string, unknown>)[key], settings as unknown) as Record<
    string,
    string
  >;
  parent[path.at(-1)!] = value;
  const text = asText(settings);
  return { text, found: settingsSamples(SETTINGS_FILE, text) };
}

describe("sample values in the settings", () => {
  it("finds none in another foundation's real-looking settings", () => {
    expect(settingsSamples(SETTINGS_FILE, asText(realLooking()))).toEqual([]);
  });

  it.each([
    ["a 555-01xx phone number", ["contact", "phone"], "(480) 555-0123"],
    ["an example.org e-mail address", ["contact", "email"], "help@example.org"],
    ["an example.com address", ["donate", "monthly"], "https://give.example.com/monthly"],
    ["a .example domain", ["forms", "hostedFormUrl"], "https://forms.vendor.example/f/"],
    ["an all-zero EIN", ["organisation", "ein"], "00-0000000"],
    ["a form id marked sample", ["forms", "ids", "es", "contact"], "sample-contact-es"],
    ["a vendor name marked sample", ["newsletter", "vendor"], "Sample Mail"],
  ])("names %s with its field and line, and what to put there", (_, path, value) => {
    const { text, found } = samplesWith(path, value);
    expect(found).toHaveLength(1);
    const [sample] = found;
    expect(sample.what).toContain(path.join("."));
    // The line is the value's own line in the file as written.
    expect(text.split("\n")[sample.line - 1]).toContain(JSON.stringify(value));
    expect(sample.put).not.toMatch(/^it must/);
    expect(describeSample(sample)).toMatch(new RegExp(`^${SETTINGS_FILE}:${sample.line}: .+ — .+ \\(CONTENT\\.md, "Before launch"\\)$`));
  });

  it("leaves real values alone that merely contain the digits 555 or a similar word", () => {
    expect(samplesWith(["contact", "phone"], "(480) 555-0299").found).toEqual([]);
    expect(samplesWith(["contact", "address", "street"], "5550 N Sampleton Road").found).toEqual([]);
    expect(samplesWith(["organisation", "ein"], "10-0000000").found).toEqual([]);
  });
});

describe("sample content, marked where it is written", () => {
  it("names each story and page whose frontmatter says sample: true, each Testimonial and impact figure marked sample, and each <Sample> passage, in every language", () => {
    const { entries } = contentOf();
    const expected = entries.flatMap((entry) => [
      ...(entry.frontmatter?.sample ? [`${entry.file} ${entry.kind}`] : []),
      ...entry.mdx.components
        .filter(
          (use) =>
            use.name === "Sample" || (["Testimonial", "ImpactSource"].includes(use.name) && use.props.get("sample")?.kind === "flag"),
        )
        .map((use) => `${entry.file}:${use.at.line} ${use.name}`),
    ]);
    const found = contentSamples(entries).map((s) => {
      if (s.what.startsWith("a sample testimonial")) return `${s.file}:${s.line} Testimonial`;
      if (s.what.startsWith("a sample impact figure")) return `${s.file}:${s.line} ImpactSource`;
      if (s.what.startsWith("a sample passage")) return `${s.file}:${s.line} Sample`;
      return `${s.file} ${s.what.startsWith("a sample story") ? "story" : "page"}`;
    });
    expect(found.sort()).toEqual(expected.sort());
  });

  it("names a marked story, a marked page and a marked testimonial of a file in either language", () => {
    const settings = { founder: { firstName: "José" } };
    const images = new Set(["walk.jpg"]);
    const story = readEntry(
      {
        file: "content/stories/es/un-dia.mdx",
        text: '---\ntitle: "Un día"\ndescription: "Un día."\ndate: "2026-03-14"\nauthor: "Equipo"\nimage: "walk.jpg"\nalt: "Un camino"\ntags: ["News"]\nsample: true\n---\n\nTexto.\n',
      },
      { settings, images },
    );
    const page = readEntry(
      {
        file: "content/pages/about-founder.mdx",
        text: '---\nslug: "/about-{founder}"\ntitle: "T"\ndescription: "D"\nsample: true\n---\n\n<Testimonial from="survivor" sample>\n\nWords.\n\n</Testimonial>\n\n# T\n',
      },
      { settings, images },
    );
    expect([story, page].flatMap((entry) => entry.errors)).toEqual([]);
    expect(contentSamples([story, page]).map(({ file, line, what }) => [file, line, what.split(" (")[0]])).toEqual([
      ["content/stories/es/un-dia.mdx", 9, "a sample story"],
      ["content/pages/about-founder.mdx", 5, "a sample page"],
      ["content/pages/about-founder.mdx", 8, "a sample testimonial"],
    ]);
  });
});

describe("a launch build", () => {
  it.each([
    [{ LAUNCH_BUILD: "1" }, true],
    [{ CONTEXT: "production" }, true],
    [{ VERCEL_ENV: "production" }, true],
    [{ CONTEXT: "deploy-preview" }, false],
    [{ CI: "true" }, false],
    [{}, false],
  ])("is one with %j: %s", (env, launch) => {
    expect(isLaunchBuild(env as NodeJS.ProcessEnv)).toBe(launch);
  });
});
