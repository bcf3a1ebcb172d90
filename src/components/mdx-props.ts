import type { MdxComponentName } from "./mdx-components";

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

const FORMS = ["contact", "advocacy", "healthGuide", "doctorChecklist"] as const;

/**
 * The props every component in the MDX map takes: one place, next to the map, that the content
 * check (src/content/check-content.ts) and the CONTENT.md examples test read. Markdown elements
 * (h2, a) are written as Markdown and have no entry.
 */
export const MDX_PROPS: Record<Exclude<MdxComponentName, "h2" | "a">, Record<string, PropRule>> = {
  ActionCard: { title: { required: true, kind: "text" }, label: { kind: "text" } },
  ButtonLink: { to: { required: true, kind: "link" }, variant: { kind: "choice", values: ["primary", "outline", "light"] } },
  CallToAction: { title: { required: true, kind: "text" }, to: { required: true, kind: "link" }, label: { required: true, kind: "text" } },
  CardGrid: {},
  Diagnosis: {},
  Email: {},
  Figure: { image: { required: true, kind: "image" }, alt: { required: true, kind: "text" } },
  FormButton: { form: { required: true, kind: "choice", values: FORMS }, title: { required: true, kind: "text" } },
  FounderName: {},
  GiveCard: {
    title: { required: true, kind: "text" },
    frequency: { required: true, kind: "choice", values: ["oneTime", "monthly", "quarterly"] },
    label: { required: true, kind: "text" },
  },
  Hero: { title: { kind: "text" }, image: { kind: "image" }, alt: { kind: "text", requiredWith: "image" } },
  InfoCard: { title: { required: true, kind: "text" } },
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
    form: { kind: "choice", values: FORMS, requiredUnless: "comingSoon" },
    formTitle: { kind: "text", requiredUnless: "comingSoon" },
    action: { kind: "text", requiredUnless: "comingSoon" },
  },
  ScriptureQuote: { reference: { required: true, kind: "text" } },
  Section: { title: { required: true, kind: "text" }, id: { kind: "text" }, tone: { kind: "choice", values: ["light", "sand", "dark"] } },
  StatCard: { value: { required: true, kind: "text" } },
  SurvivorName: {},
  TableOfContents: {},
  Testimonial: { from: { kind: "choice", values: ["survivor", "founder"] }, name: { kind: "text" }, label: { kind: "text" } },
};
