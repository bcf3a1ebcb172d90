import { MDX_PROPS, type PropRule } from "../mdx-schema/component-props";
import type { ComponentUse, MdxFacts, Place, PropValue } from "./read-mdx";

/** One content page as the check sees it: its path (for messages), its route and what readMdx found in it. */
export type ContentPage = { file: string; slug: string; mdx: MdxFacts };

const RULES: Record<string, Record<string, PropRule>> = MDX_PROPS;

function checkProp(use: ComponentUse, name: string, rule: PropRule, value: PropValue, images: ReadonlySet<string>): string | undefined {
  const component = use.name;
  if (rule.kind === "flag")
    return value.kind === "flag" ? undefined : `${component}'s ${name} is a flag: write it alone, as <${component} ${name}>.`;
  if (value.kind === "flag") return `${component}'s ${name} needs a value in double quotes, e.g. ${name}="…".`;
  if (value.kind === "code")
    return `${component}'s ${name} is written as code ${value.source}; write it as text in double quotes, ${name}="…".`;
  if (rule.kind === "choice" && !rule.values!.includes(value.value))
    return `<${component} ${name}=…> is "${value.value}", which ${component} does not know. Use one of: ${rule.values!.join(", ")}.`;
  if (rule.kind === "image" && !images.has(value.value))
    return `image "${value.value}" is not in content/images/. Add the file or correct the name (known: ${[...images].sort().join(", ")}).`;
  if (name === "alt" && component === "Figure" && value.value.trim() === "")
    return `Figure's alt is empty; describe the picture for readers who cannot see it.`;
  return undefined;
}

function checkComponent(use: ComponentUse, images: ReadonlySet<string>): { at: Place; message: string }[] {
  const rules = RULES[use.name];
  if (!rules)
    return [
      {
        at: use.at,
        message: `<${use.name}> is not a component the site knows. Check the spelling; the components are: ${Object.keys(RULES).sort().join(", ")}.`,
      },
    ];
  const problems: { at: Place; message: string }[] = [];
  for (const [name, value] of use.props) {
    const rule = rules[name];
    const takes = Object.keys(rules);
    const message = rule
      ? checkProp(use, name, rule, value, images)
      : `<${use.name}> has no prop "${name}". ${takes.length ? `It takes: ${takes.join(", ")}.` : "It takes no props."}`;
    if (message) problems.push({ at: use.propAt.get(name) ?? use.at, message });
  }
  for (const [name, rule] of Object.entries(rules)) {
    if (use.props.has(name)) continue;
    const unless = rule.requiredUnless && !use.props.has(rule.requiredUnless);
    const withIt = rule.requiredWith && use.props.has(rule.requiredWith);
    if (!rule.required && !unless && !withIt) continue;
    const why = withIt ? ` (it has ${rule.requiredWith}=…)` : unless ? ` (unless it is ${rule.requiredUnless})` : "";
    problems.push({ at: use.at, message: `<${use.name}> needs ${name}="…"${why}. Add it.` });
  }
  return problems;
}

/**
 * Checks every page: valid MDX, component names, props (unknown, missing, wrong values), images and
 * their alt text, internal links and #anchors, and ids given twice. Returns "file:line:column: what is
 * wrong. What to do." Runs wherever the pages' text is at hand: the build, the tests, a browser preview.
 */
export function checkContent(pages: ContentPage[], images: ReadonlySet<string>): string[] {
  const anchorsByRoute = new Map(pages.map((page) => [page.slug, page.mdx.anchors]));
  return pages.flatMap(({ file, slug, mdx }) => {
    const where = (at: Place) => `${file}:${at.line}:${at.column}`;
    if (mdx.syntaxError) return [`${where(mdx.syntaxError.at)}: this is not valid MDX: ${mdx.syntaxError.message}.`];
    const errors = mdx.components.flatMap((use) => checkComponent(use, images).map(({ at, message }) => `${where(at)}: ${message}`));
    for (const { href, at } of mdx.markdownImages)
      errors.push(`${where(at)}: the Markdown image "${href}" skips the image sizes; place it with <Figure image="…" alt="…" /> instead.`);
    const seen = new Set<string>();
    for (const { id, at } of mdx.ids) {
      if (seen.has(id))
        errors.push(`${where(at)}: the anchor #${id} is on this page twice; give the heading or Section a different title or id.`);
      seen.add(id);
    }
    for (const { href, at } of mdx.links) {
      if (!href.startsWith("/") && !href.startsWith("#")) continue;
      const url = new URL(href, `http://site${slug}`);
      const anchors = anchorsByRoute.get(url.pathname);
      if (!anchors)
        errors.push(
          `${where(at)}: the link to "${href}" goes to ${url.pathname}, which is not a page. Routes: ${[...anchorsByRoute.keys()].sort().join(", ")}.`,
        );
      else if (url.hash && !anchors.has(decodeURIComponent(url.hash.slice(1))))
        errors.push(
          `${where(at)}: the link to "${href}" names #${url.hash.slice(1)}, which is not on ${url.pathname}. Use a section's id or the slug of a "## " heading there.`,
        );
    }
    return errors;
  });
}
