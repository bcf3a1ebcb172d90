import React from "react";
import type { MdxComponentName } from "../mdx-schema/component-props";
import type { BUILD_MADE } from "../content-reader/mdx-facts";
import { ActionCard } from "./action-card";
import { ButtonLink, type ButtonLinkProps } from "./button-link";
import { CallButton } from "./call-button";
import { CallToAction } from "./call-to-action";
import { CardGrid } from "./card";
import { Figure } from "./figure";
import { FormButton, type FormButtonProps } from "./form-button";
import { GiveCard } from "./give-card";
import { GiftAmount, GiftLadder, GiveChoices, TrustStrip } from "./giving";
import { Helplines } from "./helplines";
import { Hero } from "./hero";
import { InfoCard } from "./info-card";
import { LatestStories } from "./latest-stories";
import { PillarCard } from "./pillar-card";
import { Heading2, ProseLink } from "./prose";
import { ResourceCard } from "./resource-card";
import { ScriptureQuote } from "./scripture-quote";
import { Search } from "./search-slot";
import { Section } from "./section";
import { DataParties } from "./data-parties";
import {
  AccessibilityReviewed,
  AidList,
  CheckPayableTo,
  Diagnosis,
  Ein,
  Email,
  FounderName,
  FoundingYear,
  HostName,
  ImpactAsOf,
  MailingAddress,
  OrgName,
  Phone,
  Pledge,
  PostalAddress,
  SurvivorName,
} from "./setting-values";
import { Sample } from "./sample-note";
import { ShareLinks } from "./share-links";
import { ImpactSource, Source } from "./source";
import { StatCard } from "./stat-card";
import { TableOfContents } from "./table-of-contents";
import { Testimonial } from "./testimonial";

/**
 * A button's label as MDX hands it over. Prettier puts the label of a button with two props on a line
 * of its own, and MDX then reads it as a paragraph; a button holds one line of text, so the paragraph goes.
 */
function label(children: React.ReactNode): React.ReactNode {
  return React.Children.map(children, (child) =>
    React.isValidElement<{ children?: React.ReactNode }>(child) && child.type === "p" ? child.props.children : child,
  );
}

const MdxButtonLink = ({ children, ...props }: ButtonLinkProps) => <ButtonLink {...props}>{label(children)}</ButtonLink>;
const MdxFormButton = ({ children, ...props }: FormButtonProps) => <FormButton {...props}>{label(children)}</FormButton>;

/**
 * Every component a content file may use, by the name it uses; content files import nothing.
 * Its names are exactly those of src/mdx-schema/component-props.ts, so the check and the map agree.
 */
export const mdxComponents = {
  h2: Heading2,
  a: ProseLink,
  AccessibilityReviewed,
  ActionCard,
  AidList,
  ButtonLink: MdxButtonLink,
  CallButton,
  CallToAction,
  CardGrid,
  CheckPayableTo,
  DataParties,
  Diagnosis,
  Ein,
  Email,
  Figure,
  FormButton: MdxFormButton,
  FounderName,
  FoundingYear,
  GiveCard,
  GiveChoices,
  GiftLadder,
  GiftAmount,
  TrustStrip,
  Helplines,
  Hero,
  HostName,
  ImpactAsOf,
  ImpactSource,
  InfoCard,
  LatestStories,
  MailingAddress,
  OrgName,
  Phone,
  PillarCard,
  Pledge,
  Sample,
  PostalAddress,
  ResourceCard,
  ScriptureQuote,
  Search,
  Section,
  ShareLinks,
  Source,
  StatCard,
  SurvivorName,
  TableOfContents,
  Testimonial,
} satisfies Record<MdxComponentName | (typeof BUILD_MADE)[number], unknown>;
