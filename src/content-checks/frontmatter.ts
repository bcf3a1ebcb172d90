export type Frontmatter = {
  slug: string;
  title: string;
  description: string;
  solidHeader?: boolean;
};

type FieldRule = { required: boolean; type: "string" | "boolean"; help: string };

/** Every frontmatter field a page may have; anything else is a typo the build reports. */
export const FRONTMATTER_FIELDS: Record<keyof Frontmatter, FieldRule> = {
  slug: { required: true, type: "string", help: 'the route, starting with "/", e.g. slug: /awareness' },
  title: { required: true, type: "string", help: "the page title shown in the browser tab and in shares" },
  description: { required: true, type: "string", help: "one or two sentences for search results and link previews" },
  solidHeader: { required: false, type: "boolean", help: "true for pages without a hero image, so the header is solid from the top" },
};

/** Checks one page's frontmatter and returns a message per problem, each naming the file and the field. */
export function validateFrontmatter(frontmatter: unknown, file: string): string[] {
  const errors: string[] = [];
  const fm = (frontmatter && typeof frontmatter === "object" ? frontmatter : {}) as Record<string, unknown>;
  for (const [field, rule] of Object.entries(FRONTMATTER_FIELDS)) {
    const value = fm[field];
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
      if (rule.required) errors.push(`${file}: frontmatter field "${field}" is missing or empty. Add ${field}: ${rule.help}.`);
    } else if (typeof value !== rule.type) {
      errors.push(`${file}: frontmatter field "${field}" must be a ${rule.type}, not ${JSON.stringify(value)}. It is ${rule.help}.`);
    }
  }
  if (typeof fm.slug === "string" && fm.slug.trim() !== "" && !fm.slug.startsWith("/")) {
    errors.push(`${file}: frontmatter field "slug" is "${fm.slug}" but must start with "/", e.g. /${fm.slug}.`);
  }
  for (const field of Object.keys(fm)) {
    if (!(field in FRONTMATTER_FIELDS)) {
      errors.push(`${file}: frontmatter field "${field}" is not one we know. Known fields: ${Object.keys(FRONTMATTER_FIELDS).join(", ")}.`);
    }
  }
  return errors;
}

/** Reports every route claimed by more than one file. */
export function findDuplicateSlugs(pages: { slug: string; file: string }[]): string[] {
  const byslug = new Map<string, string[]>();
  for (const { slug, file } of pages) byslug.set(slug, [...(byslug.get(slug) ?? []), file]);
  return [...byslug.entries()]
    .filter(([, files]) => files.length > 1)
    .map(([slug, files]) => `${files.join(" and ")}: frontmatter field "slug" is "${slug}" in each; every page needs its own route.`);
}
