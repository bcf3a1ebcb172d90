import { MDX_PROPS, propsOf, type PropKind } from "../mdx-schema/component-props";
import type { ComponentUse, MdxFacts, Place, PropValue } from "../content-reader/mdx-facts";
import { placeInText } from "../content-reader/frontmatter";
import { explainMdxError } from "./mdx-errors";

/**
 * One page or story as the check sees it (a content reader's entry): its path (for messages), its route, its whole
 * text (for quoting where it is not valid MDX) and its MDX facts.
 */
export type ContentPage = { file: string; route: string; text: string; mdx: MdxFacts };

/** A prop written in a way its kind does not take: text for a flag, a bare flag for text, or code. */
function misWritten(component: string, name: string, kind: PropKind, value: PropValue): string | undefined {
  if (kind === "flag")
    return value.kind === "flag" ? undefined : `${component}'s ${name} is a flag: write it alone, as <${component} ${name}>.`;
  if (value.kind === "flag") return `${component}'s ${name} needs a value in double quotes, e.g. ${name}="…".`;
  if (value.kind === "code")
    return `${component}'s ${name} is written as code ${value.source}; write it as text in double quotes, ${name}="…".`;
  return undefined;
}

/**
 * One use of a component, parsed with its props' schema: unknown and missing props, values a choice
 * does not allow, props needed with or unless another; and what the props' kinds add: how each is
 * written, images not in content/images/. One message per prop, the written ones first, as written.
 */
function checkComponent({ name: component, props: written, at, propAt }: ComponentUse, images: ReadonlySet<string>) {
  const props = propsOf(component);
  if (!props) {
    const components = Object.keys(MDX_PROPS).sort().join(", ");
    return [{ at, message: `<${component}> is not a component the site knows. Check the spelling; the components are: ${components}.` }];
  }
  const problems = new Map<string, string>();
  const say = (name: string, message: string) => problems.has(name) || problems.set(name, message);
  const given: Record<string, unknown> = {};
  for (const [name, value] of written) {
    const kind = props[name]?.kind;
    const problem = kind && misWritten(component, name, kind, value);
    if (problem) say(name, problem);
    // Given, even if mis-written, as far as the rules between props go (alt is needed with any image=).
    given[name] = value.kind === "flag" ? true : value.kind === "text" ? value.value : value.source;
    if (kind === "image" && value.kind === "text" && !images.has(value.value)) {
      const known = [...images].sort().join(", ");
      say(name, `image "${value.value}" is not in content/images/. Add the file or correct the name (known: ${known}).`);
    }
  }
  const takes = Object.keys(props);
  const takesWhat = takes.length ? `It takes: ${takes.join(", ")}.` : "It takes no props.";
  for (const issue of MDX_PROPS[component as keyof typeof MDX_PROPS].safeParse(given).error?.issues ?? []) {
    const [name, value] = [String(issue.path[0]), String(given[String(issue.path[0])])];
    const { with: other, unless } = (issue.code === "custom" ? issue.params : undefined) ?? {};
    const why = other ? ` (it has ${other}=…)` : unless ? ` (unless it is ${unless})` : "";
    const values = issue.code === "invalid_value" ? issue.values.join(", ") : "";
    if (issue.code === "unrecognized_keys") for (const key of issue.keys) say(key, `<${component}> has no prop "${key}". ${takesWhat}`);
    else if (!(name in given)) say(name, `<${component}> needs ${name}="…"${why}. Add it.`);
    else if (values) say(name, `<${component} ${name}=…> is "${value}", which ${component} does not know. Use one of: ${values}.`);
    else say(name, `${component}'s ${name} is ${value.trim() ? `"${value}"` : "empty"}; ${issue.message}.`);
  }
  const order = [...written.keys(), ...takes];
  return [...problems]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([name, message]) => ({ at: (written.has(name) && propAt.get(name)) || at, message }));
}

/**
 * Checks every page (and story): valid MDX (./mdx-errors.ts says what is wrong in a writer's words), component names, props (unknown, missing, wrong values), images and
 * their alt text, internal links and #anchors, and ids given twice. Returns "file:line:column: what is
 * wrong. What to do." Runs wherever the pages' text is at hand: the build, the tests, a browser preview.
 */
export function checkContent(pages: ContentPage[], images: ReadonlySet<string>, generatedRoutes: string[] = []): string[] {
  // Routes no MDX file makes (the story listing, the feed) have only the layout's #main.
  const anchorsByRoute = new Map([
    ...generatedRoutes.map((route) => [route, new Set(["main"])] as const),
    ...pages.map((page) => [page.route, page.mdx.anchors] as const),
  ]);
  return pages.flatMap(({ file, route, text, mdx }) => {
    // The file's line and column, and the line of the text as the editor counts it (./mdx-errors.ts).
    const where = (at: Place) => placeInText(file, text, at.line, at.column);
    // In a writer's words, as the editor's preview says it too (./mdx-errors.ts).
    if (mdx.syntaxError) return [explainMdxError(file, text, mdx.syntaxError)];
    const errors = mdx.components.flatMap((use) => checkComponent(use, images).map(({ at, message }) => `${where(at)}: ${message}`));
    // MDX takes a tag in small letters for HTML and shows nothing for <phone />: the phone number would be missing.
    for (const { name, component, at } of mdx.miscased)
      errors.push(
        `${where(at)}: <${name}> is written in small letters, so it shows nothing; the site's component is <${component}>. Write it with capitals as shown.`,
      );
    for (const { source, at } of mdx.expressions)
      errors.push(
        `${where(at)}: curly braces hold code in MDX, so "{${source}}" would not show as written. Use round brackets, or write \\{ and \\} for a brace you mean to show.`,
      );
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
      const url = new URL(href, `http://site${route}`);
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
