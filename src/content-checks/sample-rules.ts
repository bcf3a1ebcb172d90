/**
 * The rules that tell a sample setting from a real one. Each is a reserved range or a word no real value
 * carries: US phone numbers 555-0100 to 555-0199 are set aside for fiction, example.org/.com/.net and the
 * .example and .invalid top-level domains for documentation (RFC 2606), an EIN of zeros is no one's.
 * No imports: the launch check (samples.ts) and the components that mark a shown value (SampleMark) share them.
 */
export const SETTING_RULES: { what: string; test: (value: string, path: string[]) => boolean }[] = [
  { what: "a sample phone number (555-01xx, kept for fiction)", test: (v) => /\b555\D{0,3}01\d\d\b/.test(v) },
  {
    what: "a sample address (example.org, .com or .net, or a .example or .invalid domain)",
    test: (v) => /(^|[@./\s])example\.(org|com|net)\b|\.(example|invalid)\b/i.test(v),
  },
  { what: "a sample EIN (all zeros)", test: (v, path) => path.at(-1) === "ein" && /^[0-]+$/.test(v) },
  {
    what: 'a value marked "sample" or "example"',
    test: (v) => /(^|[^\p{L}])(sample|example)([^\p{L}]|$)/iu.test(v),
  },
];

/** Whether a setting's value, at its path (its last key is enough: "ein"), is a sample by these rules. */
export const isSampleValue = (value: string, path: string[] = []) => SETTING_RULES.some(({ test }) => test(value, path));
