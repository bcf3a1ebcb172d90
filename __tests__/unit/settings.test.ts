import launchDay from "../fixtures/launch-day-settings.json";
import { fillSlug, fillTokens, formUrl, founderSlug, settings, validateSettings } from "../../src/settings";

const clone = () => JSON.parse(JSON.stringify(settings));

describe("settings file", () => {
  it("ships valid sample settings", () => {
    expect(validateSettings(settings)).toEqual([]);
  });

  // In the launch-day run these settings are that file itself.
  (process.env.LAUNCH_DAY ? it.skip : it)("accepts the launch-day test settings, which differ from these in every value", () => {
    // npm test builds the site again with this file (scripts/launch-day.mjs); keep it in step with the settings.
    expect(validateSettings(launchDay)).toEqual([]);
    const leaves = (node: unknown, at = ""): [string, unknown][] =>
      node && typeof node === "object"
        ? Object.entries(node).flatMap(([key, value]) => leaves(value, at ? `${at}.${key}` : key))
        : [[at, node]];
    const ours = leaves(settings);
    expect(leaves(launchDay).map(([key]) => key)).toEqual(ours.map(([key]) => key));
    const theirs = new Map(leaves(launchDay));
    expect(ours.filter(([key, value]) => theirs.get(key) === value)).toEqual([]);
  });

  it("names the file and the field of an e-mail without @", () => {
    const s = clone();
    s.contact.email = "info.example.org";
    expect(validateSettings(s)).toEqual([expect.stringMatching(/^content\/settings\.json: "contact\.email" is "info\.example\.org"/)]);
  });

  it("rejects a donation address that is not https", () => {
    const s = clone();
    s.donate.monthly = "http://give.example.org/monthly";
    expect(validateSettings(s).join("\n")).toMatch(/"donate\.monthly".*https/);
  });

  it("reports a missing founder name and a missing form id", () => {
    const s = clone();
    delete s.founder.firstName;
    s.forms.ids.advocacy = "";
    const errors = validateSettings(s, "fixture.json");
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^fixture\.json: "founder\.firstName" is missing/);
    expect(errors[1]).toMatch(/^fixture\.json: "forms\.ids\.advocacy" is missing/);
  });

  it("needs exactly three social links", () => {
    const s = clone();
    s.social.pop();
    expect(validateSettings(s).join("\n")).toMatch(/"social" must list exactly three/);
  });

  it("derives the founder's route, titles and form addresses from the settings", () => {
    const s = clone();
    s.founder.firstName = "Samuel";
    expect(founderSlug(s)).toBe("/about-samuel");
    expect(fillSlug("/about-{founder}", s)).toBe("/about-samuel");
    expect(fillTokens("{founder}'s Journey: From Pain to Purpose", s)).toBe("Samuel's Journey: From Pain to Purpose");
    expect(formUrl("contact", s)).toBe(`${s.forms.hostedFormUrl}${s.forms.ids.contact}`);
  });
});
