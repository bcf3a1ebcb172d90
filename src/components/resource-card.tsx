import React from "react";
import styled from "styled-components";
import type { z } from "zod";
import type { MDX_PROPS } from "../mdx-schema/component-props";
import { useTranslation } from "../hooks/use-locale";
import { Button } from "./button";
import { Card, CardAction } from "./card";
import { FormButton } from "./form-button";

export type ResourceCardProps = z.infer<typeof MDX_PROPS.ResourceCard> & { children: React.ReactNode };

/** A free resource: opens its request form, or shows that it is coming soon and does nothing. */
export function ResourceCard(props: ResourceCardProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <h3>
        {props.title}
        {props.comingSoon && <Badge>{t("card.comingSoon")}</Badge>}
      </h3>
      {props.children}
      <CardAction>
        {props.comingSoon ? (
          <Button type="button" disabled $variant="outline">
            {t("card.comingSoon")}
          </Button>
        ) : (
          <FormButton form={props.form} title={props.formTitle}>
            {props.action}
          </FormButton>
        )}
      </CardAction>
    </Card>
  );
}

const Badge = styled.span`
  display: inline-block;
  margin-left: 0.6rem;
  padding: 0.1rem 0.55rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.sand};
  color: ${({ theme }) => theme.colors.navy};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 700;
  vertical-align: middle;
`;
