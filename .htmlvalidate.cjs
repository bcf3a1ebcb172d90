// html-validate settings for the built site (checked in __tests__/built/pages.test.ts, beside the W3C checker).
// Rules about how markup is spelled, not whether it is correct, are off: React writes them its way.
module.exports = {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes charSet, srcSet, tabIndex; HTML attribute names are case-insensitive.
    "attr-case": "off",
    // React closes void elements as <meta/>; both forms are valid HTML.
    "void-style": "off",
    // React writes boolean attributes as disabled="".
    "attribute-boolean-style": "off",
    // styled-components and Gatsby write style attributes; the CSP allows inline styles.
    "no-inline-style": "off",
    // Gatsby's root is id="___gatsby": valid HTML5, which allows any id without spaces.
    "valid-id": ["error", { relaxed: true }],
    // Phone numbers may wrap on the narrowest screens at large text sizes rather than overflow (WCAG reflow).
    "tel-non-breaking": "off",
    // Titles are kept to 70 characters as read (pageTitle; a story's headline by its schema); React writes an
    // apostrophe as &#x27;, five characters more, which this rule counts.
    "long-title": ["error", { maxlength: 85 }],
  },
};
