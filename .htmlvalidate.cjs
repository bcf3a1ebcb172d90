// html-validate for the built site (__tests__/built/pages.test.ts), only for what the W3C checker beside it
// does not check: accessible names, landmarks, focus and conventions of accessible markup. Whether the markup
// is valid HTML (nesting, attributes, ids, doctype, character references) is the W3C checker's alone, and how
// it is spelt (quotes, case, self-closing) is React's.
const ON = [
  "aria-hidden-body",
  "aria-label-misuse",
  "empty-heading",
  "form-dup-name",
  "hidden-focusable",
  "multiple-labeled-controls",
  "no-autoplay",
  "no-dup-class",
  "no-implicit-button-type",
  "no-implicit-input-type",
  "no-redundant-aria-label",
  "no-redundant-for",
  "no-redundant-role",
  "prefer-button",
  "prefer-native-element",
  "prefer-tbody",
  "text-content",
  "unique-landmark",
  "wcag/h30",
  "wcag/h32",
  "wcag/h36",
  "wcag/h37",
  "wcag/h63",
  "wcag/h67",
  "wcag/h71",
];

module.exports = {
  rules: {
    ...Object.fromEntries(ON.map((rule) => [rule, "error"])),
    // Titles are kept to 70 characters as read (pageTitle; a story's headline by its schema); React writes an
    // apostrophe as &#x27;, five characters more, which this rule counts.
    "long-title": ["error", { maxlength: 85 }],
  },
};
