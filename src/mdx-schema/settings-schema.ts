import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES } from "../languages";
import { AMOUNT, amountMisplaced } from "../gift-amount";
import { FORM_KEYS, GIVE_FREQUENCIES } from "./allowed-values";

// Each field's description says what it must be: the build's message after "is …;", the editor's hint.
const matching = (pattern: RegExp, it: string) => z.string().regex(pattern).describe(it);
const words = (it: string) => matching(/\S/, it);
const name = (it: string) => matching(/^[\w-]+$/, it);
const https = (it: string) => z.url({ protocol: /^https$/ }).describe(it);
/** A giving page's address: https, and a place for the amount (src/gift-amount.ts) only as a query value. */
const donation = (it: string) =>
  z
    .url({ protocol: /^https$/ })
    .refine((address) => !amountMisplaced(address), `${AMOUNT} may stand only as a query value, as in ?amount=${AMOUNT}`)
    .describe(it);
const address = (whose: string) =>
  z.strictObject({
    street: words(`it must be the street and number (or PO box) of ${whose}`),
    city: words(`it must be the city of ${whose}`),
    region: words(`it must be the state or region of ${whose}`),
    postalCode: words(`it must be the postal code of ${whose}`),
  });
/** The same field under each key of a list, such as one form id per form. */
const each = <K extends string, T extends z.ZodType>(keys: readonly K[], field: T) =>
  Object.fromEntries(keys.map((key) => [key, field])) as Record<K, T>;
/**
 * A value a visitor reads, given once per language: `{ "en": …, "es": … }`. A Spanish page shows the
 * "es" value (src/settings.ts, settingsIn), so no English phrase turns up in Spanish prose.
 */
const perLanguage = <T extends z.ZodType>(field: T) => z.strictObject(each(LOCALES, field));

/** content/settings.json, the writer's one file of names, contact details, links and form ids. */
export const settingsSchema = z.strictObject({
  siteUrl: https("it must be the site's https:// address"),
  organisation: z.strictObject({
    name: words("it must be the organisation's name"),
    shortName: words("it must be a short name such as YHWH"),
    tagline: perLanguage(words("it must be one line saying what the foundation does (the home page's title and search results show it)")),
    foundingYear: z.number().int().describe("it must be a year such as 2025"),
    ein: matching(/^\d{2}-\d{7}$/, "it must be the IRS employer identification number, such as 12-3456789"),
    impactAsOf: perLanguage(words("it must say when the impact figures were counted, such as November 2026 (noviembre de 2026)")),
  }),
  founder: z.strictObject({
    // Any alphabet's letters (José, Zoë, Seán); the route is their ASCII spelling.
    firstName: matching(/^\p{L}[\p{L}\p{M}'’-]*$/u, "it must be one first name of letters, such as José (it names the /about-<name> page)"),
    diagnosis: perLanguage(words("it must be a short phrase such as prostate cancer (cáncer de próstata)")),
  }),
  survivor: z.strictObject({
    name: words("it must be a first name and last initial such as Robert M."),
    detail: perLanguage(words("it must be a short phrase about the survivor")),
  }),
  supporter: z.strictObject({
    name: words("it must be a first name and last initial such as Maria G."),
    detail: perLanguage(words("it must be a short phrase about the supporter, such as wife of a patient (esposa de un paciente)")),
  }),
  contact: z.strictObject({
    phone: matching(/(\d\D*){10}/, "it must be a phone number with area code"),
    email: matching(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "it must be an e-mail address such as info@example.org"),
    address: address("the foundation's postal address"),
    // Only what is true: a Spanish page says "Hablamos español" beside the number when, and only when, this lists es.
    languages: z
      .array(matching(new RegExp(`^(${LOCALES.join("|")})$`), `it must be one of ${LOCALES.join(", ")}`))
      .min(1)
      .describe(`it must list the languages the foundation's phone and e-mail are answered in, from ${LOCALES.join(", ")}`),
  }),
  social: z
    .array(
      z.strictObject({
        network: words("it must be the network's name, such as Facebook"),
        url: https("it must be the profile's https:// address"),
      }),
    )
    .length(3)
    .describe("it must list exactly three social networks, each with its name and profile address"),
  forms: z.strictObject({
    vendor: words("it must name the form service, as the Privacy Policy names it to visitors"),
    hostedFormUrl: https("it must be the form vendor's https:// address ending in /, to which a form id is added").endsWith("/"),
    embedScriptUrl: https("it must be the form vendor's https:// embed script address"),
    // One form per language at the vendor, so a Spanish page opens a form that asks in Spanish.
    ids: perLanguage(z.strictObject(each(FORM_KEYS, name("it must be a form id of letters, digits and dashes")))),
  }),
  donate: z.strictObject({
    ...each(
      GIVE_FREQUENCIES,
      donation(`it must be an https:// donation address; one that takes an amount marks its place, as in ?amount=${AMOUNT}`),
    ),
    checkPayableTo: words("it must be the name a check is made out to"),
    mailingAddress: address("the address where checks are mailed"),
  }),
  help: z.strictObject({
    // One list for Donate's "Where Your Gift Goes" and Get Help's list of aid (<AidList />), so they cannot drift.
    aid: perLanguage(
      z
        .array(words("it must be one kind of aid the foundation offers, as a short phrase such as Medical bills and co-pays"))
        .length(11)
        .describe("it must list the eleven kinds of aid the foundation offers, each a short phrase"),
    ),
    // Per language: a Spanish page lists the lines that answer in Spanish.
    helplines: perLanguage(
      z
        .array(
          z.strictObject({
            name: words("it must be the helpline's name"),
            phone: matching(/\d{3}/, "it must be the number to call, such as 1-800-227-2345 or 988"),
            hours: words(
              "it must say when the line answers, as its source says it (or only the days, such as weekdays, if the source gives no hours)",
            ),
            text: words("it must say how to reach the line by text message, as its source says it").optional(),
            url: https("it must be the helpline's https:// address (its official contact page)"),
            source: https("it must be the https:// address of the official page the number, hours and languages were checked on"),
            checked: matching(/^\d{4}-\d{2}-\d{2}$/, "it must be the date the line was last checked on its source, as YYYY-MM-DD"),
          }),
        )
        .min(1)
        .describe("it must list at least one outside helpline"),
    ),
  }),
  accessibility: z.strictObject({
    reviewed: matching(/^\d{4}-\d{2}-\d{2}$/, "it must be the date the accessibility statement was last reviewed, as YYYY-MM-DD"),
  }),
  // Outside addresses by language, where it is not English: a link from a page in another language says so.
  // (English is never a key: every other address is English, and a key per language would read as a per-language value.)
  linkLanguages: z
    .strictObject(
      each(
        LOCALES.filter((locale) => locale !== DEFAULT_LOCALE),
        z.array(https("it must be the start of the addresses of a site (or part of one) written in this language")),
      ),
    )
    .partial(),
  // The company that serves the site: the Privacy Policy names it beside the logs it keeps (<HostName />).
  hosting: z.strictObject({
    provider: words("it must name the company that hosts the website, such as Cloudflare or Netlify, as the Privacy Policy names it"),
  }),
  newsletter: z.strictObject({
    vendor: words("it must name the newsletter service"),
    action: https("it must be the newsletter service's https:// sign-up address (the form posts there)"),
    emailField: name("it must be the name the service gives the e-mail field, such as EMAIL"),
    listField: name("it must be the name the service gives the list field, such as id"),
    listId: name("it must be the list's id at the newsletter service"),
  }),
});
