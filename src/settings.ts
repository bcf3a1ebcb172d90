import raw from "../content/settings.json";
import { FORM_KEYS, GIVE_FREQUENCIES, type FormKey } from "./mdx-schema/allowed-values";

/** The writer's settings file, typed. Its shape is checked at build time by `validateSettings`. */
export type Settings = typeof raw;

export const settings: Settings = raw;

export const SETTINGS_FILE = "content/settings.json";

const isHttps = (value: unknown): value is string => {
  if (typeof value !== "string") return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
};
const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/**
 * Checks a parsed settings object and returns one plain-English message per problem,
 * each naming the settings file and the field, so a writer knows what to fix.
 */
export function validateSettings(value: unknown, file = SETTINGS_FILE): string[] {
  const errors: string[] = [];
  const get = (path: string): unknown =>
    path
      .split(".")
      .reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), value);
  const need = (path: string, ok: (v: unknown) => boolean, what: string) => {
    const v = get(path);
    if (v === undefined || v === null || v === "") errors.push(`${file}: "${path}" is missing; ${what}.`);
    else if (!ok(v)) errors.push(`${file}: "${path}" is ${JSON.stringify(v)}; ${what}.`);
  };

  need("siteUrl", isHttps, "it must be the site's https:// address");
  need("organisation.name", isText, "it must be the organisation's name");
  need("organisation.shortName", isText, "it must be a short name such as YHWH");
  need("organisation.foundingYear", (v) => Number.isInteger(v), "it must be a year such as 2025");
  need(
    "founder.firstName",
    // Any alphabet's letters (José, Zoë, Seán); the route is their ASCII spelling.
    (v) => isText(v) && /^\p{L}[\p{L}\p{M}'’-]*$/u.test(v),
    "it must be one first name of letters, such as José (it names the /about-<name> page)",
  );
  need("founder.diagnosis", isText, "it must be a short phrase such as prostate cancer");
  need("survivor.name", isText, "it must be a first name and last initial such as Robert M.");
  need("survivor.detail", isText, "it must be a short phrase about the survivor");
  need("supporter.name", isText, "it must be a first name and last initial such as Maria G.");
  need("supporter.detail", isText, "it must be a short phrase about the supporter, such as wife of a patient");
  need("contact.phone", (v) => isText(v) && v.replace(/\D/g, "").length >= 10, "it must be a phone number with area code");
  need("contact.email", (v) => isText(v) && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), "it must be an e-mail address such as info@example.org");
  for (const part of ["street", "city", "region", "postalCode"])
    need(`contact.address.${part}`, isText, "it must be part of the postal address");
  need(
    "forms.hostedFormUrl",
    (v) => isHttps(v) && v.endsWith("/"),
    "it must be the form vendor's https:// address ending in /, to which a form id is added",
  );
  need("forms.embedScriptUrl", isHttps, "it must be the form vendor's https:// embed script address");
  for (const key of FORM_KEYS) {
    need(`forms.ids.${key}`, (v) => isText(v) && /^[\w-]+$/.test(v), "it must be a form id of letters, digits and dashes");
  }
  for (const key of GIVE_FREQUENCIES) need(`donate.${key}`, isHttps, "it must be an https:// donation address");

  need(
    "organisation.ein",
    (v) => isText(v) && /^\d{2}-\d{7}$/.test(v),
    "it must be the IRS employer identification number, such as 12-3456789",
  );
  need("organisation.impactAsOf", isText, "it must say when the impact figures were counted, such as November 2026");
  need("donate.checkPayableTo", isText, "it must be the name a check is made out to");
  for (const part of ["street", "city", "region", "postalCode"])
    need(`donate.mailingAddress.${part}`, isText, "it must be part of the address where checks are mailed");
  const helplines = get("help.helplines");
  if (!Array.isArray(helplines) || helplines.length === 0)
    errors.push(`${file}: "help.helplines" must list at least one outside helpline.`);
  else
    helplines.forEach((_, i) => {
      need(`help.helplines.${i}.name`, isText, "it must be the helpline's name");
      need(
        `help.helplines.${i}.phone`,
        (v) => isText(v) && /\d{3}/.test(v),
        "it must be the number to call, such as 1-800-227-2345 or 988",
      );
      need(`help.helplines.${i}.hours`, isText, "it must say when the line answers");
      need(`help.helplines.${i}.url`, isHttps, "it must be the helpline's https:// address");
    });
  need("newsletter.vendor", isText, "it must name the newsletter service");
  need("newsletter.action", isHttps, "it must be the newsletter service's https:// sign-up address (the form posts there)");
  need(
    "newsletter.emailField",
    (v) => isText(v) && /^[\w-]+$/.test(v),
    "it must be the name the service gives the e-mail field, such as EMAIL",
  );
  need("newsletter.listField", (v) => isText(v) && /^[\w-]+$/.test(v), "it must be the name the service gives the list field, such as id");
  need("newsletter.listId", (v) => isText(v) && /^[\w-]+$/.test(v), "it must be the list's id at the newsletter service");

  const social = get("social");
  if (!Array.isArray(social) || social.length !== 3) {
    errors.push(`${file}: "social" must list exactly three social networks, each with "network" and "url".`);
  } else {
    social.forEach((_, i) => {
      need(`social.${i}.network`, isText, "it must be the network's name, such as Facebook");
      need(`social.${i}.url`, isHttps, "it must be the profile's https:// address");
    });
  }
  return errors;
}

/** The address of a hosted form, from its key in the settings. */
export const formUrl = (form: FormKey, s: Settings = settings): string => `${s.forms.hostedFormUrl}${s.forms.ids[form]}`;

/** Fills `{founder}` in frontmatter strings (titles, slugs) from the settings. */
export const fillTokens = (text: string, s: Settings = settings): string => text.replace(/\{founder\}/g, s.founder.firstName);
