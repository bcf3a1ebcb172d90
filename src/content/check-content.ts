import { MDX_PROPS, type PropRule } from "../components/mdx-props";
import { slugify } from "./slugify";

/** One content file as the check sees it: its path (for messages), route and raw MDX text. */
export type ContentSource = { file: string; slug: string; text: string };

type Tag = { name: string; attrs: Map<string, string | true>; line: number; raw: string };

const lineAt = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** Blanks out frontmatter and fenced code so positions (and so line numbers) stay true. */
function proseOf(text: string): string {
  const blank = (m: string) => m.replace(/[^\n]/g, " ");
  return text.replace(/^---\n[\s\S]*?\n---\n/, blank).replace(/^```[\s\S]*?^```/gm, blank);
}

/** The JSX tags that start with a capital letter, with their attributes. */
function tagsOf(text: string): Tag[] {
  const prose = proseOf(text);
  const tags: Tag[] = [];
  for (const match of prose.matchAll(/<([A-Z][A-Za-z0-9]*)((?:\s+[^\s=>/]+(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*)\s*\/?>/g)) {
    const attrs = new Map<string, string | true>();
    for (const a of match[2].matchAll(/([^\s=]+)(?:=("[^"]*"|'[^']*'|\{[^}]*\}))?/g)) {
      attrs.set(a[1], a[2] === undefined ? true : a[2].startsWith("{") ? a[2] : a[2].slice(1, -1));
    }
    tags.push({ name: match[1], attrs, line: lineAt(prose, match.index ?? 0), raw: match[0] });
  }
  return tags;
}

/** Every #anchor a page offers: section ids (given or from titles), call-to-action headings, "## " headings, main. */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set(["main"]);
  for (const tag of tagsOf(text)) {
    const title = tag.attrs.get("title");
    if (tag.name === "Section") {
      const id = tag.attrs.get("id");
      const anchor = typeof id === "string" ? id : typeof title === "string" ? slugify(title) : "";
      anchors.add(anchor).add(`${anchor}-title`);
    }
    if (tag.name === "CallToAction" && typeof title === "string") anchors.add(`${slugify(title)}-title`);
  }
  for (const m of proseOf(text).matchAll(/^##[ \t]+(.+?)[ \t]*#*$/gm)) anchors.add(slugify(m[1]));
  return anchors;
}

/** Links a page makes to other pages or anchors: `to=` props and Markdown links. */
function linksOf(text: string): { href: string; line: number }[] {
  const links = tagsOf(text).flatMap((tag) =>
    [...tag.attrs.entries()]
      .filter(([name, value]) => typeof value === "string" && MDX_PROPS[tag.name as keyof typeof MDX_PROPS]?.[name]?.kind === "link")
      .map(([, value]) => ({ href: value as string, line: tag.line })),
  );
  const prose = proseOf(text);
  for (const m of prose.matchAll(/\]\(([^)\s]+)\)/g)) links.push({ href: m[1], line: lineAt(prose, m.index ?? 0) });
  return links.filter((l) => l.href.startsWith("/") || l.href.startsWith("#"));
}

function checkProp(where: string, tag: Tag, name: string, rule: PropRule, value: string | true, images: Set<string>): string[] {
  const shown = `<${tag.name} ${name}=…>`;
  if (rule.kind === "flag")
    return value === true ? [] : [`${where}: ${tag.name}'s ${name} is a flag: write it alone, as <${tag.name} ${name}>.`];
  if (value === true) return [`${where}: ${tag.name}'s ${name} needs a value in double quotes, e.g. ${name}="…".`];
  if (value.startsWith("{"))
    return [`${where}: ${tag.name}'s ${name} is written as code ${value}; write it as text in double quotes, ${name}="…".`];
  if (rule.kind === "choice" && !rule.values!.includes(value)) {
    return [`${where}: ${shown} is "${value}", which ${tag.name} does not know. Use one of: ${rule.values!.join(", ")}.`];
  }
  if (rule.kind === "image" && !images.has(value)) {
    return [
      `${where}: image "${value}" is not in content/images/. Add the file or correct the name (known: ${[...images].sort().join(", ")}).`,
    ];
  }
  if (name === "alt" && tag.name === "Figure" && value.trim() === "")
    return [`${where}: Figure's alt is empty; describe the picture for readers who cannot see it.`];
  return [];
}

/**
 * Checks every page's MDX: component names, props (unknown, missing, wrong values), images and
 * their alt text, and internal links and #anchors. Returns "file:line: what is wrong. What to do."
 */
export function checkContent(sources: ContentSource[], images: Set<string>): string[] {
  const errors: string[] = [];
  const anchorsByRoute = new Map(sources.map((s) => [s.slug, anchorsOf(s.text)]));
  const known = Object.keys(MDX_PROPS).sort().join(", ");
  for (const source of sources) {
    for (const tag of tagsOf(source.text)) {
      const where = `${source.file}:${tag.line}`;
      const props = MDX_PROPS[tag.name as keyof typeof MDX_PROPS];
      if (!props) {
        errors.push(`${where}: <${tag.name}> is not a component the site knows. Check the spelling; the components are: ${known}.`);
        continue;
      }
      for (const [name, value] of tag.attrs) {
        const rule = props[name];
        if (!rule) {
          const takes = Object.keys(props);
          errors.push(
            `${where}: <${tag.name}> has no prop "${name}". ${takes.length ? `It takes: ${takes.join(", ")}.` : "It takes no props."}`,
          );
        } else errors.push(...checkProp(where, tag, name, rule, value, images));
      }
      for (const [name, rule] of Object.entries(props)) {
        if (tag.attrs.has(name)) continue;
        const needed =
          rule.required ||
          (rule.requiredUnless && !tag.attrs.has(rule.requiredUnless)) ||
          (rule.requiredWith && tag.attrs.has(rule.requiredWith));
        if (needed) {
          const why = rule.requiredWith
            ? ` (it has ${rule.requiredWith}=…)`
            : rule.requiredUnless
              ? ` (unless it is ${rule.requiredUnless})`
              : "";
          errors.push(`${where}: <${tag.name}> needs ${name}="…"${why}. Add it.`);
        }
      }
    }
    for (const { href, line } of linksOf(source.text)) {
      const url = new URL(href, `http://site${source.slug}`);
      const anchors = anchorsByRoute.get(url.pathname);
      const where = `${source.file}:${line}`;
      if (!anchors)
        errors.push(
          `${where}: the link to "${href}" goes to ${url.pathname}, which is not a page. Routes: ${[...anchorsByRoute.keys()].sort().join(", ")}.`,
        );
      else if (url.hash && !anchors.has(decodeURIComponent(url.hash.slice(1)))) {
        errors.push(
          `${where}: the link to "${href}" names #${url.hash.slice(1)}, which is not on ${url.pathname}. Use a section's id or the slug of a "## " heading there.`,
        );
      }
    }
  }
  return errors;
}
