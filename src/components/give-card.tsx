import React from "react";
import styled from "styled-components";
import type { z } from "zod";
import type { MDX_PROPS } from "../mdx-schema/component-props";
import { useTranslation } from "../hooks/use-locale";
import { buttonStyles, type ButtonVariant } from "./button";
import { Card, CardAction } from "./card";
import { ExternalLink } from "./external-link";
import { withoutAmount } from "../gift-amount";

export type GiveCardProps = z.infer<typeof MDX_PROPS.GiveCard> & { children: React.ReactNode };

/** A way to give: a link that opens the donation page in a new tab. */
export function GiveCard({ title, frequency, label, children }: GiveCardProps) {
  const { settings } = useTranslation();
  return (
    <Card>
      <h3>{title}</h3>
      {children}
      <CardAction>
        <GiveLink href={withoutAmount(settings.donate[frequency])} data-frequency={frequency}>
          {label}
        </GiveLink>
      </CardAction>
    </Card>
  );
}

const GiveLink = styled(ExternalLink)<ButtonVariant>`
  ${buttonStyles}
`;
