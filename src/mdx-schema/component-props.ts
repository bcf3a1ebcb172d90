import { BUTTON_VARIANTS, FORM_KEYS, GIVE_FREQUENCIES, SECTION_TONES, TESTIMONIAL_SPEAKERS } from "./allowed-values";

/** What a prop of an MDX component takes, for the build's content check and the writer's guide. */
export type PropRule = {
  required?: boolean;
  /** text: any quoted string; flag: present or not; image: a file in content/images/; link: a route or #anchor; choice: one of `values`. */
  kind: "text" | "flag" | "image" | "link" | "choice";
  values?: readonly string[];
  /** Needed unless this other prop is given (e.g. a ResourceCard's form, unless it is comingSoon). */
  requiredUnless?: string;
  /** Needed whenever this other prop is given (e.g. alt text whenever there is an image). */
  requiredWith?: string;
};

/**
 * The props of every component a content file may use. The MDX map (src/components/mdx-components.tsx)
 * must provide exactly these names; the content check (src/content-checks/) and the CONTENT.md test
 * read them. Markdown elements (h2, a) are written as Markdown and have no entry.
 */
export const MDX_PROPS = {
  ActionCard: { title: { required: true, kind: "text" }, label: { kind: "text" } },
  ButtonLink: { to: { required: true, kind: "link" }, variant: { kind: "choice", values: BUTTON_VARIANTS } },
  CallToAction: { title: { required: true, kind: "text" }, to: { required: true, kind: "link" }, label: { required: true, kind: "text" } },
  CallButton: { variant: { kind: "choice", values: BUTTON_VARIANTS } },
  CardGrid: {},
  CheckPayableTo: {},
  Diagnosis: {},
  Ein: {},
  Email: {},
  Figure: { image: { required: true, kind: "image" }, alt: { required: true, kind: "text" } },
  FormButton: {
    form: { required: true, kind: "choice", values: FORM_KEYS },
    title: { required: true, kind: "text" },
    variant: { kind: "choice", values: BUTTON_VARIANTS },
  },
  FounderName: {},
  FoundingYear: {},
  GiveCard: {
    title: { required: true, kind: "text" },
    frequency: { required: true, kind: "choice", values: GIVE_FREQUENCIES },
    label: { required: true, kind: "text" },
  },
  Helplines: {},
  Hero: { title: { kind: "text" }, image: { kind: "image" }, alt: { kind: "text", requiredWith: "image" } },
  ImpactAsOf: {},
  ImpactSource: {},
  InfoCard: { title: { required: true, kind: "text" } },
  MailingAddress: {},
  OrgName: {},
  Phone: {},
  PillarCard: {
    title: { required: true, kind: "text" },
    to: { required: true, kind: "link" },
    image: { kind: "image" },
    alt: { kind: "text", requiredWith: "image" },
    linkLabel: { kind: "text" },
  },
  PostalAddress: {},
  ResourceCard: {
    title: { required: true, kind: "text" },
    comingSoon: { kind: "flag" },
    form: { kind: "choice", values: FORM_KEYS, requiredUnless: "comingSoon" },
    formTitle: { kind: "text", requiredUnless: "comingSoon" },
    action: { kind: "text", requiredUnless: "comingSoon" },
  },
  ScriptureQuote: { reference: { required: true, kind: "text" } },
  ShareLinks: {},
  Source: {
    publisher: { required: true, kind: "text" },
    title: { required: true, kind: "text" },
    year: { kind: "text" },
    url: { kind: "text" },
  },
  Section: { title: { required: true, kind: "text" }, id: { kind: "text" }, tone: { kind: "choice", values: SECTION_TONES } },
  StatCard: { value: { required: true, kind: "text" } },
  SurvivorName: {},
  TableOfContents: {},
  Testimonial: { from: { kind: "choice", values: TESTIMONIAL_SPEAKERS }, name: { kind: "text" }, label: { kind: "text" } },
} satisfies Record<string, Record<string, PropRule>>;

/** Every name the MDX map answers to: the components above and the Markdown elements it restyles. */
export type MdxComponentName = keyof typeof MDX_PROPS | "h2" | "a";
