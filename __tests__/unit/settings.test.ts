import { launchDaySettings, unlike } from "../../scripts/launch-day-settings.mjs";
import { founderRoute, pageRoute } from "../../src/routes";
import { validateSettings } from "../../src/content-checks/check-settings";
import { fillTokens, formUrl, resolveSettings, settingsFile as settings, settingsIn, type Settings } from "../../src/settings";

/** The settings file as written (per-language values as { en, es }), to change in a test. */
const clone = () => JSON.parse(JSON.stringify(settings));

describe("settings file", () => {
  it("ships valid sample settings", () => {
    expect(validateSettings(settings)).toEqual([]);
  });

  describe("the launch-day run's settings, made from these", () => {
    const leaves = (node: unknown, at = ""): [string, unknown][] =>
      node && typeof node === "object"
        ? Object.entries(node).flatMap(([key, value]) => leaves(value, at ? `${at}.${key}` : key))
        : [[at, node]];
    const differsEverywhere = (ours: typeof settings, theirs: typeof settings) => {
      const other = new Map(leaves(theirs));
      expect(leaves(theirs).map(([key]) => key)).toEqual(leaves(ours).map(([key]) => key));
      expect(leaves(ours).filter(([key, value]) => other.get(key) === value)).toEqual([]);
    };

    it("are valid and differ from the committed settings in every value", () => {
      const theirs = launchDaySettings(settings);
      expect(validateSettings(theirs)).toEqual([]);
      differsEverywhere(settings, theirs);
    });

    // On launch day the foundation's real values may equal the fixture's in any field: the run still differs.
    it("differ even from settings that equal the fixture, founder and founding year included", () => {
      const same = launchDaySettings(settings);
      const theirs = launchDaySettings(same);
      expect(validateSettings(theirs)).toEqual([]);
      differsEverywhere(same, theirs);
    });

    it("have a founder whose name is not plain ASCII, so the route's transliteration is tested", () => {
      const { founder } = launchDaySettings(settings);
      expect([...founder.firstName].some((letter) => letter.charCodeAt(0) > 127)).toBe(true);
      expect(founderRoute(launchDaySettings(settings))).toMatch(/^\/about-[a-z]+$/);
    });

    it("take a setting the fixture lacks from the committed settings, changed", () => {
      const s = { ...clone(), motto: "Faith in action" };
      expect((launchDaySettings(s) as typeof s).motto).toBe(unlike("Faith in action"));
      expect(unlike("Faith in action")).not.toBe("Faith in action");
    });
  });

  it.each([
    ["José", "/about-jose"],
    ["Zoë", "/about-zoe"],
    ["Seán", "/about-sean"],
    ["Tomás", "/about-tomas"],
    ["Łukasz", "/about-lukasz"],
  ])("accepts %s as the founder's name, shows it as written and routes it to %s", (name, route) => {
    const s = clone();
    s.founder.firstName = name;
    expect(validateSettings(s)).toEqual([]);
    expect(founderRoute(s)).toBe(route);
    expect(pageRoute("/about-{founder}", s)).toBe(route);
    expect(fillTokens("{founder}'s fixture title", s)).toBe(`${name}'s fixture title`);
  });

  it("refuses a founder's name with digits or spaces", () => {
    for (const name of ["Jos3", "Mary Ann", "-Jo"]) {
      const s = clone();
      s.founder.firstName = name;
      expect(validateSettings(s).join("\n")).toMatch(/"founder\.firstName" is/);
    }
  });

  it("names the file and the field of an e-mail without @", () => {
    const s = clone();
    s.contact.email = "info.example.org";
    expect(validateSettings(s)).toEqual([expect.stringMatching(/^content\/settings\.json: "contact\.email" is "info\.example\.org"/)]);
  });

  it("reports a misspelt setting as one it does not know, and the setting as missing", () => {
    const s = clone();
    [s.organisation.tagLine, s.organisation.tagline] = [s.organisation.tagline, undefined];
    expect(validateSettings(s)).toEqual([
      expect.stringMatching(/^content\/settings\.json: "organisation\.tagline" is missing; it must be /),
      expect.stringMatching(
        /^content\/settings\.json: "organisation\.tagLine" is not one we know\. Known fields: name, shortName, tagline/,
      ),
    ]);
  });

  it("rejects a donation address that is not https", () => {
    const s = clone();
    s.donate.monthly = "http://give.example.org/monthly";
    expect(validateSettings(s).join("\n")).toMatch(/"donate\.monthly".*https/);
  });

  it("reports a missing founder name and an empty form id", () => {
    const s = clone();
    delete s.founder.firstName;
    s.forms.ids.en.advocacy = "";
    const errors = validateSettings(s, "fixture.json");
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^fixture\.json: "founder\.firstName" is missing; it must be one first name/);
    expect(errors[1]).toMatch(/^fixture\.json: "forms\.ids\.en\.advocacy" is empty; it must be a form id/);
  });

  it("needs exactly three social links", () => {
    const s = clone();
    s.social.pop();
    expect(validateSettings(s)).toEqual([
      expect.stringMatching(/^content\/settings\.json: "social" is a list of 2; it must list exactly three/),
    ]);
  });

  it("derives the founder's route, titles and form addresses from the settings", () => {
    const s = clone();
    s.founder.firstName = "Samuel";
    expect(founderRoute(s)).toBe("/about-samuel");
    expect(pageRoute("/about-{founder}", s)).toBe("/about-samuel");
    expect(fillTokens("A title: {founder}, then {founder}'s", s)).toBe("A title: Samuel, then Samuel's");
    expect(formUrl("contact", resolveSettings(s, "es") as Settings)).toBe(`${s.forms.hostedFormUrl}${s.forms.ids.es.contact}`);
  });

  it("gives each value a visitor reads in each language, and a page reads its own language's", () => {
    const perLanguage: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== "object") return;
      if (!Array.isArray(node) && Object.keys(node).sort().join() === "en,es") perLanguage.push(at);
      else Object.entries(node).forEach(([key, value]) => walk(value, at ? `${at}.${key}` : key));
    };
    walk(settings, "");
    expect(perLanguage).toEqual(expect.arrayContaining(["organisation.tagline", "founder.diagnosis", "help.helplines", "forms.ids"]));
    for (const field of perLanguage) {
      const get = (o: unknown) => field.split(".").reduce((v, k) => (v as Record<string, unknown>)[k], o);
      expect(get(settingsIn("es"))).toEqual(get(settings) && (get(settings) as { es: unknown }).es);
      expect(get(settingsIn("en"))).toEqual((get(settings) as { en: unknown }).en);
    }
  });

  it("names the language of a per-language value that is missing", () => {
    const s = clone();
    delete s.founder.diagnosis.es;
    expect(validateSettings(s)).toEqual([expect.stringMatching(/^content\/settings\.json: "founder\.diagnosis\.es" is missing/)]);
  });
});
