import { fillSlug, fillTokens, formUrl, founderSlug, settings, validateSettings } from "../../src/settings";

const clone = () => JSON.parse(JSON.stringify(settings));

describe("settings file", () => {
  it("ships valid sample settings", () => {
    expect(validateSettings(settings)).toEqual([]);
  });

  it("ships obviously-sample contact details", () => {
    const digits = settings.contact.phone.replace(/\D/g, "");
    expect(Number(digits.slice(-4))).toBeGreaterThanOrEqual(100);
    expect(Number(digits.slice(-4))).toBeLessThanOrEqual(199);
    expect(digits.slice(-7, -4)).toBe("555");
    expect(settings.contact.email).toMatch(/@example\.org$/);
    expect(settings.contact.address.city).toBe("Phoenix");
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
