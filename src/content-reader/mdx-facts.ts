import type { Content, Root } from "mdast";
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { toString } from "mdast-util-to-string";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { callToActionHeadingId, headingId, sectionIds, type TocEntry } from "../mdx-schema/anchors";
import { MDX_PROPS, propsOf } from "../mdx-schema/component-props";

/** The site's components by name, to know one written in small letters. */
const COMPONENT_NAMES = Object.keys(MDX_PROPS);

/** A place in the file, 1-based, as editors show it. */
export type Place = { line: number; column: number };

/** A prop as written: "text" (or {"text"}), a bare flag, or code that is not a plain string. */
export type PropValue = { kind: "text"; value: string } | { kind: "flag" } | { kind: "code"; source: string };

/** A component as written: its name, props, where it starts and the line it ends on, and where each prop is. */
export type ComponentUse = { name: string; props: Map<string, PropValue>; at: Place; endLine: number; propAt: Map<string, Place> };
type LinkUse = { href: string; at: Place };
type ImageUse = { name: string; alt: string | undefined; at: Place };

/** Everything the build, the checks and the page template need from one MDX file, from one parse. */
export type MdxFacts = {
  /** Capitalised JSX elements: the site's components (or misspellings of them). */
  components: ComponentUse[];
  /** Elements in small letters that are a component's name in other letters (<phone />): MDX renders them as nothing. */
  miscased: { name: string; component: string; at: Place }[];
  /** The "## " headings, in order: the table of contents, and the ids the h2 component gives them. */
  toc: TocEntry[];
  /** Where each main heading is: a "# " heading, or a <Hero>, which writes the page's h1. */
  mainHeadings: Place[];
  /** The ids the page's components give its headings and sections, where each comes from. */
  ids: { id: string; at: Place }[];
  /** Every id a link can name with #: those above, and the layout's main. */
  anchors: Set<string>;
  /** Links to routes and #anchors, from Markdown links and from link props. */
  links: LinkUse[];
  /** Images placed by component props, with the alt text beside them. */
  images: ImageUse[];
  /** Markdown images, which skip the image pipeline. */
  markdownImages: LinkUse[];
  /** Code in curly braces in the text ({today}): MDX runs it, so the words would not show as written. */
  expressions: { source: string; at: Place }[];
  /**
   * Why the file is not valid MDX, if it is not: MDX's error as it gave it (its reason, and its line and column in the
   * whole file, where MDX knows them), for src/content-checks/mdx-errors.ts to put in a writer's words.
   */
  syntaxError?: { message: string; reason?: string; line?: number; column?: number };
};

const parser = unified().use(remarkParse).use(remarkMdx).freeze();

/**
 * gatsby-plugin-mdx cuts the frontmatter off (with gray-matter) before MDX reads the file; blanking
 * it instead keeps every line and column true.
 */
export const withoutFrontmatter = (text: string) =>
  text.replace(/^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/, (fm) => fm.replace(/[^\r\n]/g, " "));

const positionOf = (node: { position?: { start: { line: number; column: number } } }): Place => ({
  line: node.position?.start.line ?? 1,
  column: node.position?.start.column ?? 1,
});

/** A prop's value; an expression counts as text when it is a plain string literal, as in {"x"} or {`x`}. */
function valueOf(attribute: MdxJsxAttribute): PropValue {
  const value = attribute.value;
  if (value === null || value === undefined) return { kind: "flag" };
  if (typeof value === "string") return { kind: "text", value };
  const statement = value.data?.estree?.body[0];
  const expression = statement?.type === "ExpressionStatement" ? statement.expression : undefined;
  if (expression?.type === "Literal" && typeof expression.value === "string") return { kind: "text", value: expression.value };
  if (expression?.type === "TemplateLiteral" && expression.expressions.length === 0)
    return { kind: "text", value: expression.quasis.map((q) => q.value.cooked ?? "").join("") };
  return { kind: "code", source: `{${value.value}}` };
}

/** Where an expression prop's code starts (acorn counts columns from 0); string props have no position of their own. */
function expressionPlace(attribute: MdxJsxAttribute | MdxJsxExpressionAttribute): Place | undefined {
  const value = attribute.type === "mdxJsxAttribute" ? attribute.value : attribute;
  const loc = value && typeof value === "object" ? value.data?.estree?.loc : undefined;
  return loc ? { line: loc.start.line, column: loc.start.column + 1 } : undefined;
}

function componentOf(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): ComponentUse {
  const at = positionOf(node);
  const props = new Map<string, PropValue>();
  const propAt = new Map<string, Place>();
  for (const attribute of node.attributes) {
    const key = attribute.type === "mdxJsxAttribute" ? attribute.name : "{…}";
    props.set(key, attribute.type === "mdxJsxAttribute" ? valueOf(attribute) : { kind: "code", source: `{${attribute.value}}` });
    propAt.set(key, expressionPlace(attribute) ?? at);
  }
  return { name, props, at, endLine: node.position?.end.line ?? at.line, propAt };
}

/**
 * unist-util-visit over a parsed file, each node as mdast's union. Its own types work out every node type an MDX tree
 * can hold from the tree's type: that took tsc 8 of its 18 s of checking, so code here and its tests call it as this.
 */
export const eachNode = visit as unknown as (tree: Root, visitor: (node: Content | Root) => void) => void;

const isComponent = (node: Content | Root): node is MdxJsxFlowElement | MdxJsxTextElement =>
  (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && /^[A-Z]/.test(node.name ?? "");

/** Reads one MDX file (frontmatter included) into the facts every check and the page template use. */
export function readMdx(text: string): MdxFacts {
  const facts: MdxFacts = {
    miscased: [],
    components: [],
    toc: [],
    mainHeadings: [],
    ids: [],
    anchors: new Set(),
    links: [],
    images: [],
    markdownImages: [],
    expressions: [],
  };
  let tree: Root;
  try {
    tree = parser.parse(withoutFrontmatter(text));
  } catch (error) {
    const e = error as { reason?: string; message: string; line?: number | null; column?: number | null };
    // A tag left open at the end of the file has no place of its own (null): its reason names where it starts.
    facts.syntaxError = { message: e.message, reason: e.reason, line: e.line ?? undefined, column: e.column ?? undefined };
    return facts;
  }
  eachNode(tree, (node) => {
    if ((node.type === "heading" && node.depth === 1) || (node.type === "mdxJsxFlowElement" && node.name === "Hero"))
      facts.mainHeadings.push(positionOf(node));
    if (node.type === "heading" && node.depth === 2) {
      const text = toString(node);
      const entry = { text, id: headingId(text) };
      facts.toc.push(entry);
      facts.ids.push({ id: entry.id, at: positionOf(node) });
    } else if (node.type === "link" || node.type === "definition") {
      facts.links.push({ href: node.url, at: positionOf(node) });
    } else if (node.type === "image") {
      facts.markdownImages.push({ href: node.url, at: positionOf(node) });
    } else if (node.type === "mdxTextExpression" || node.type === "mdxFlowExpression") {
      facts.expressions.push({ source: node.value, at: positionOf(node) });
    } else if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && /^[a-z]/.test(node.name ?? "")) {
      const component = COMPONENT_NAMES.find((name) => name.toLowerCase() === node.name!.toLowerCase());
      if (component) facts.miscased.push({ name: node.name!, component, at: positionOf(node) });
    } else if (isComponent(node)) {
      const use = componentOf(node, node.name!);
      facts.components.push(use);
      const text = (prop: string) => {
        const value = use.props.get(prop);
        return value?.kind === "text" ? value.value : undefined;
      };
      for (const [prop, { kind }] of Object.entries(propsOf(use.name) ?? {})) {
        const value = text(prop);
        const at = use.propAt.get(prop) ?? use.at;
        if (value !== undefined && kind === "link") facts.links.push({ href: value, at });
        if (value !== undefined && kind === "image") facts.images.push({ name: value, alt: text("alt"), at });
      }
      const title = text("title");
      if (use.name === "Section" && title !== undefined)
        facts.ids.push(...Object.values(sectionIds(title, text("id"))).map((id) => ({ id, at: use.at })));
      if (use.name === "CallToAction" && title !== undefined) facts.ids.push({ id: callToActionHeadingId(title), at: use.at });
    }
  });
  facts.anchors = new Set(["main", ...facts.ids.map(({ id }) => id)]);
  return facts;
}

/**
 * A remark plugin for the build (gatsby-config.ts, ./mdx-tree.ts) and the editor's preview: gives every "## " heading,
 * Section and CallToAction the ids readMdx predicts, as props, so the components that place them need
 * no slugger of their own and the visitors' pages do not download one.
 */
export const remarkAnchorIds = () => (tree: Root) => {
  eachNode(tree, (node) => {
    if (node.type === "heading" && node.depth === 2) {
      const hProperties = (node.data?.hProperties ?? {}) as Record<string, unknown>;
      node.data = { ...node.data, hProperties: { ...hProperties, id: headingId(toString(node)) } };
    } else if (isComponent(node) && (node.name === "Section" || node.name === "CallToAction")) {
      const { props } = componentOf(node, node.name);
      const title = props.get("title");
      const given = props.get("id");
      if (title?.kind !== "text") return;
      const attribute = (name: string, value: string) => void node.attributes.push({ type: "mdxJsxAttribute", name, value });
      if (node.name === "CallToAction") attribute("headingId", callToActionHeadingId(title.value));
      else {
        const ids = sectionIds(title.value, given?.kind === "text" ? given.value : undefined);
        if (!given) attribute("id", ids.band);
        attribute("headingId", ids.heading);
      }
    }
  });
};

/** The components a writer places as buttons, which stand side by side when written one after another. */
const BUTTONS = new Set(["ButtonLink", "FormButton", "CallButton"]);

/**
 * A remark plugin (in MDX_OPTIONS): buttons written one after another, each on its own lines, are put in one
 * `<div data-buttons>` row, so they sit side by side, each as wide as its words, wherever the page sets its text
 * (global-styles.ts); a writer writes no wrapper.
 */
const remarkButtonRows = () => (tree: Root) => {
  visit(tree, (node) => {
    // A row made here holds its buttons already.
    if (!("children" in node) || (node.data as { buttonRow?: boolean } | undefined)?.buttonRow) return;
    const children = node.children as Content[];
    const rows: Content[] = [];
    for (const child of children) {
      const button = child.type === "mdxJsxFlowElement" && BUTTONS.has(child.name ?? "");
      const last = rows.at(-1);
      if (!button) rows.push(child);
      else if (last?.type === "mdxJsxFlowElement" && last.name === "div" && last.data?.buttonRow) last.children.push(child);
      else
        rows.push({
          type: "mdxJsxFlowElement",
          name: "div",
          attributes: [{ type: "mdxJsxAttribute", name: "data-buttons", value: "" }],
          children: [child],
          data: { buttonRow: true },
        } as MdxJsxFlowElement);
    }
    (node as { children: Content[] }).children = rows;
  });
};

/** An amount as a writer bolds it on the impact ladder ("$25", "US$ 1,000", "25 €"): its digits. */
const AMOUNT_TEXT = /^\D{0,4}(\d{1,3}(?:,\d{3})*|\d+)(\.\d{2})?\D{0,4}$/;

/** The components the build's own plugins place, which no content file writes (so the content check does not know them). */
export const BUILD_MADE = ["GiftAmount"] as const;

/**
 * A remark plugin (in MDX_OPTIONS): on a <GiftLadder>, each list item's leading bold amount becomes a <GiftAmount>,
 * which the settings make a choice that opens the giving page with that amount (src/components/giving.tsx). The
 * writer keeps writing a Markdown list; the page's text and its reading order stay as written.
 */
const remarkGiftAmounts = () => (tree: Root) => {
  visit(tree, "mdxJsxFlowElement", (ladder: MdxJsxFlowElement) => {
    if (ladder.name !== "GiftLadder") return;
    visit(ladder, "listItem", (item) => {
      const paragraph = item.children[0];
      const lead = paragraph?.type === "paragraph" ? paragraph.children[0] : undefined;
      const match = lead?.type === "strong" ? AMOUNT_TEXT.exec(toString(lead)) : null;
      if (!paragraph || paragraph.type !== "paragraph" || !lead || lead.type !== "strong" || !match) return;
      paragraph.children[0] = {
        type: "mdxJsxTextElement",
        name: "GiftAmount",
        attributes: [{ type: "mdxJsxAttribute", name: "amount", value: match[1].replace(/,/g, "") + (match[2] ?? "") }],
        children: lead.children,
      } as MdxJsxTextElement;
    });
  });
};

/** A component's prop written as text, or undefined. */
export const textProp = (use: ComponentUse, prop: string) => {
  const value = use.props.get(prop);
  return value?.kind === "text" ? value.value : undefined;
};

/** Every hero's picture and focus, in one file's MDX: the page's context lists their portrait files, the build cuts them. */
export const heroesOf = (mdx: { components: ComponentUse[] }) =>
  mdx.components.flatMap((use) => {
    const image = use.name === "Hero" ? textProp(use, "image") : undefined;
    return image ? [{ image, focus: textProp(use, "focus") }] : [];
  });

/** MDX's options wherever a content file is compiled: gatsby-plugin-mdx (pages), the stories' trees, the editor's preview. */
export const MDX_OPTIONS = { remarkPlugins: [remarkAnchorIds, remarkButtonRows, remarkGiftAmounts] };
