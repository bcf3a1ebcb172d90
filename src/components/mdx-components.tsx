import type { MdxComponentName } from "../mdx-schema/component-props";
import { ActionCard } from "./action-card";
import { ButtonLink } from "./button-link";
import { CallButton } from "./call-button";
import { CallToAction } from "./call-to-action";
import { CardGrid } from "./card";
import { Figure } from "./figure";
import { FormButton } from "./form-button";
import { GiveCard } from "./give-card";
import { Helplines } from "./helplines";
import { Hero } from "./hero";
import { InfoCard } from "./info-card";
import { PillarCard } from "./pillar-card";
import { Heading2, ProseLink } from "./prose";
import { ResourceCard } from "./resource-card";
import { ScriptureQuote } from "./scripture-quote";
import { Section } from "./section";
import {
  CheckPayableTo,
  Diagnosis,
  Ein,
  Email,
  FounderName,
  FoundingYear,
  ImpactAsOf,
  MailingAddress,
  OrgName,
  Phone,
  PostalAddress,
  SurvivorName,
} from "./setting-values";
import { ShareLinks } from "./share-links";
import { ImpactSource, Source } from "./source";
import { StatCard } from "./stat-card";
import { TableOfContents } from "./table-of-contents";
import { Testimonial } from "./testimonial";

/**
 * Every component a content file may use, by the name it uses; content files import nothing.
 * Its names are exactly those of src/mdx-schema/component-props.ts, so the check and the map agree.
 */
export const mdxComponents = {
  h2: Heading2,
  a: ProseLink,
  ActionCard,
  ButtonLink,
  CallButton,
  CallToAction,
  CardGrid,
  CheckPayableTo,
  Diagnosis,
  Ein,
  Email,
  Figure,
  FormButton,
  FounderName,
  FoundingYear,
  GiveCard,
  Helplines,
  Hero,
  ImpactAsOf,
  ImpactSource,
  InfoCard,
  MailingAddress,
  OrgName,
  Phone,
  PillarCard,
  PostalAddress,
  ResourceCard,
  ScriptureQuote,
  Section,
  ShareLinks,
  Source,
  StatCard,
  SurvivorName,
  TableOfContents,
  Testimonial,
} satisfies Record<MdxComponentName, unknown>;
