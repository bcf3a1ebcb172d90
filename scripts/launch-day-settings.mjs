// The settings of the launch-day run: another foundation's, made at test time from the committed
// settings so that they differ from them in every value by construction, whatever the foundation
// writes there on launch day. They start from a realistic other foundation
// (__tests__/fixtures/launch-day-settings.json) with a founder named José (Zoë, if ours is José); any value
// that happens to equal the committed one, and any setting the fixture does not have yet, is changed by its kind.
import { readFileSync } from "node:fs";

// From the checkout's root, where every npm script runs (no import.meta: Jest loads this file too).
const FIXTURE = "__tests__/fixtures/launch-day-settings.json";

/** Founders' names as people write them; the first that is not the committed founder's is used. */
const FOUNDERS = ["José", "Zoë"];

/** A value of the same kind that is not `value` (a year, an address, an e-mail, a phone, an id, text). */
export function unlike(value) {
  if (typeof value === "number") return value - 1;
  if (typeof value === "boolean") return !value;
  if (typeof value !== "string") throw new Error(`launch-day settings: cannot vary ${JSON.stringify(value)}`);
  if (/^https:\/\//.test(value)) {
    const url = new URL(value);
    url.hostname = `launch-${url.hostname}`;
    // The URL class adds a slash to a bare origin; keep the value's own form.
    return value.endsWith("/") || url.pathname !== "/" ? url.href : url.origin;
  }
  if (/^[^\s@]+@[^\s@]+$/.test(value)) return `launch.${value}`;
  // Phone numbers, EINs and postal codes: change the last digit, keeping the format (555-0100..0199 stays in range).
  if (/^[\d\s+().-]+$/.test(value) && /\d/.test(value)) {
    return value.replace(/(\d)(\D*)$/, (_, digit, rest) => `${(Number(digit) + 1) % 10}${rest}`);
  }
  if (/^[\w-]+$/.test(value)) return `${value}-ld`;
  return `${value} Launch`;
}

/** Walks the committed settings' shape, taking `candidate`'s value where it has one of the same kind and it differs. */
function differing(committed, candidate) {
  if (Array.isArray(committed) && committed.length > 1 && committed.every((value) => typeof value === "string")) {
    // A list of codes (the languages the phone is answered in): the candidate's, else ours turned by one place,
    // so each item differs and stays a code the schema knows.
    const turned = [...committed.slice(1), committed[0]];
    for (const list of [candidate, turned])
      if (Array.isArray(list) && list.length === committed.length && list.every((value, i) => value !== committed[i])) return list;
  }
  if (Array.isArray(committed)) return committed.map((value, i) => differing(value, candidate?.[i]));
  if (committed && typeof committed === "object") {
    return Object.fromEntries(Object.entries(committed).map(([key, value]) => [key, differing(value, candidate?.[key])]));
  }
  const usable = candidate !== undefined && typeof candidate === typeof committed && candidate !== committed;
  return usable ? candidate : unlike(committed);
}

/** The launch-day settings for these committed settings. */
export function launchDaySettings(committed, fixture = JSON.parse(readFileSync(FIXTURE, "utf8"))) {
  const founder = FOUNDERS.find((name) => name !== committed.founder?.firstName);
  return differing(committed, { ...fixture, founder: { ...fixture.founder, firstName: founder } });
}
