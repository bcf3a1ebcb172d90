import { z } from "zod";
import { BUTTON_VARIANTS, FORM_KEYS, GIVE_FREQUENCIES, SECTION_TONES, TESTIMONIAL_SPEAKERS } from "./allowed-values";
import { DEFAULT_FOCUS, FOCUS_PATTERN } from "./focus";

/** text: any quoted string; flag: present or not; image: a file in content/images/; link: a route or #anchor; choice: one of a list. */
export type PropKind = "text" | "flag" | "image" | "link" | "choice";

/** A prop's schema, marked with its kind for the content check (how it is written, what to look up). */
const marked = <T extends z.ZodType>(schema: T, kind: PropKind) => schema.meta({ kind });
const text = () => marked(z.string(), "text");
const flag = () => marked(z.boolean(), "flag");
const image = () => marked(z.string(), "image");
const link = () => marked(z.string(), "link");
const choice = <V extends readonly [string, ...string[]]>(values: V) => marked(z.enum(values), "choice");

type Shape = Record<string, z.ZodType>;
/** Props `needs` are needed whenever prop `with` is given, or unless flag `unless` is given. */
type Rule<S> = { needs: readonly (keyof S & string)[] } & ({ with: keyof S & string } | { unless: keyof S & string });
/** With an `unless` rule, the type says it too: a card that is comingSoon has no form; one that is not has all of it. */
type Typed<T, R> = R extends { unless: infer F extends keyof T; needs: readonly (infer K extends keyof T)[] }
  ? | (Omit<T, F | K> & { [P in F]-?: true } & { [P in K]?: never })
    | (Omit<T, F | K> & { [P in F]?: false } & { [P in K]-?: Exclude<T[P], undefined> })
  : T;

/**
 * One component's props: exactly these, and the cross-field rule if any. Its issues carry the rule
 * (params.with or params.unless), so the content check can say why a prop is needed.
 */
function props<S extends Shape>(shape: S): z.ZodObject<S, z.core.$strict>;
function props<S extends Shape, R extends Rule<S>>(shape: S, rule: R): z.ZodType<Typed<z.output<z.ZodObject<S>>, R>> & { shape: S };
function props(shape: Shape, rule?: Rule<Shape>) {
  const schema = z.strictObject(shape);
  if (!rule) return schema;
  const other = "with" in rule ? rule.with : rule.unless;
  const needed = (value: Record<string, unknown>) => ("with" in rule ? value[other] !== undefined : value[other] === undefined);
  return schema.check(
    // Also when other props are wrong, so each problem is reported at once.
    z.superRefine<Record<string, unknown>>(
      (value, ctx) => {
        if (needed(value))
          for (const name of rule.needs.filter((name) => value[name] === undefined))
            ctx.addIssue({ code: "custom", path: [name], message: `needed ${"with" in rule ? "with" : "unless"} ${other}`, params: rule });
      },
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    ),
  );
}

/**
 * The props of every component a content file may use, the one declaration of them: each component's
 * prop type is `z.infer` of its entry, the content check (src/content-checks/) parses each use with it,
 * and the CONTENT.md test reads it. The MDX map (src/components/mdx-components.tsx) must provide
 * exactly these names. Markdown elements (h2, a) are written as Markdown and have no entry.
 */
export const MDX_PROPS = {
  /** label: the button's text (default: the title, which also titles the advocacy form's dialog). */
  ActionCard: props({ title: text(), label: text().optional() }),
  /** The date the accessibility statement was last reviewed (settings: accessibility.reviewed), written out. */
  AccessibilityReviewed: props({}),
  /** The kinds of aid the foundation offers (settings: help.aid), one list for Donate and Get Help. */
  AidList: props({}),
  /** to: a route such as /donate, or an anchor on this page such as #ways-to-give. */
  ButtonLink: props({ to: link(), variant: choice(BUTTON_VARIANTS).optional() }),
  /** to and label: where the button leads and its text. */
  CallToAction: props({ title: text(), to: link(), label: text() }),
  CallButton: props({ variant: choice(BUTTON_VARIANTS).optional() }),
  CardGrid: props({}),
  CheckPayableTo: props({}),
  Diagnosis: props({}),
  /** Every outside party a visitor's data can reach, from the settings: forms, newsletter, donations, social networks. */
  DataParties: props({}),
  Ein: props({}),
  Email: props({}),
  Figure: props({ image: image(), alt: text().regex(/\S/, "describe the picture for readers who cannot see it") }),
  /** form: the hosted form to open (its id is in the settings); title: the dialog's. */
  FormButton: props({ form: choice(FORM_KEYS), title: text(), variant: choice(BUTTON_VARIANTS).optional() }),
  FounderName: props({}),
  FoundingYear: props({}),
  /** frequency: the donation page the button opens (addresses in the settings); label: the button's text. */
  GiveCard: props({ title: text(), frequency: choice(GIVE_FREQUENCIES), label: text() }),
  /** The ways to give (a CardGrid of GiveCards) with the GiftLadder beside them on a laptop. */
  GiveChoices: props({}),
  /** What each gift can do: a list, each item led by its amount in bold ("**$25** helps …"). */
  GiftLadder: props({}),
  /** aid: the anchor of the section saying where gifts go, such as #where-your-gift-goes; the text is the 501(c)(3) statement. */
  TrustStrip: props({ aid: link() }),
  Helplines: props({}),
  /**
   * title: the page's h1 (default: the frontmatter title); alt: "" when the image is decoration only;
   * focus: where the picture's subject is, across then down (default "72% 50%"), kept in view on phones.
   */
  Hero: props(
    {
      title: text().optional(),
      image: image().optional(),
      alt: text().optional(),
      focus: text().regex(FOCUS_PATTERN, `two percentages, across then down, such as "${DEFAULT_FOCUS}"`).optional(),
    },
    { needs: ["alt"], with: "image" },
  ),
  HostName: props({}),
  ImpactAsOf: props({}),
  /** sample: the figure is a sample until the foundation counts its own (the launch check lists it). */
  ImpactSource: props({ sample: flag().optional() }),
  InfoCard: props({ title: text() }),
  /** The next event and the three newest stories, from content/stories/ (nothing when there are none). */
  LatestStories: props({}),
  MailingAddress: props({}),
  OrgName: props({}),
  /** A promise the foundation makes in a sentence ("usually within two business days"): a fact the launch check lists. */
  Pledge: props({}),
  /** A passage invented for the preview: the site says so under it, and the launch check lists it. */
  Sample: props({}),
  Phone: props({}),
  /** to: the route the card leads to; linkLabel: the link's text (default: "Learn more about <title>"). */
  PillarCard: props(
    { title: text(), to: link(), image: image().optional(), alt: text().optional(), linkLabel: text().optional() },
    { needs: ["alt"], with: "image" },
  ),
  PostalAddress: props({}),
  ResourceCard: props(
    {
      title: text(),
      comingSoon: flag().optional(),
      form: choice(FORM_KEYS).optional(),
      formTitle: text().optional(),
      action: text().optional(),
    },
    { needs: ["form", "formTitle", "action"], unless: "comingSoon" },
  ),
  ScriptureQuote: props({ reference: text() }),
  /** The site's search: a field whose results appear as the visitor types, above a list of every page and story of the language. */
  Search: props({}),
  ShareLinks: props({}),
  /**
   * A figure's publisher ("American Cancer Society", or a journal), title ("Key Statistics for Prostate Cancer"), year,
   * and where to check it; authors: surnames separated by commas ("Ahmad, Ormiston-Smith, Sasieni"), joined in the
   * page's language; colleagues: "and colleagues" after them; checked: the day the claim was last checked at url.
   */
  Source: props(
    {
      publisher: text(),
      title: text(),
      year: text().optional(),
      url: text().optional(),
      authors: text().optional(),
      colleagues: flag().optional(),
      checked: marked(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "write the day it was checked as YYYY-MM-DD"), "text").optional(),
    },
    { needs: ["url"], with: "checked" },
  ),
  /** id: the anchor other links use (default: the title as a slug). */
  Section: props({ title: text(), id: text().optional(), tone: choice(SECTION_TONES).optional() }),
  /** value: the figure as the source states it, such as "1 in 8" or "$250K+". */
  StatCard: props({ value: text() }),
  SurvivorName: props({}),
  TableOfContents: props({}),
  /** from: a speaker whose name comes from the settings; otherwise name and label; sample: invented words, never launched. */
  Testimonial: props({
    from: choice(TESTIMONIAL_SPEAKERS).optional(),
    name: text().optional(),
    label: text().optional(),
    sample: flag().optional(),
  }),
};

/** Every name the MDX map answers to: the components above and the Markdown elements it restyles. */
export type MdxComponentName = keyof typeof MDX_PROPS | "h2" | "a";

/** What the content check needs of a prop: its kind, and for a choice the values it allows. */
export type PropFacts = { kind: PropKind; values?: readonly string[] };

function factsOf(prop: z.ZodType): PropFacts {
  const inner = prop instanceof z.ZodOptional ? (prop.unwrap() as z.ZodType) : prop;
  return { kind: z.globalRegistry.get(inner)?.kind as PropKind, ...(inner instanceof z.ZodEnum && { values: inner.options as string[] }) };
}
const FACTS = new Map<string, Record<string, PropFacts>>(
  Object.entries(MDX_PROPS).map(([component, { shape }]) => [
    component,
    Object.fromEntries(Object.entries(shape as Shape).map(([n, p]) => [n, factsOf(p)])),
  ]),
);

/** A component's props and their kinds, read from its schema; undefined for a name the site does not know. */
export const propsOf = (component: string): Record<string, PropFacts> | undefined => FACTS.get(component);
