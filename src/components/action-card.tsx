import React from "react";
import type { z } from "zod";
import type { MDX_PROPS } from "../mdx-schema/component-props";
import { Card, CardAction } from "./card";
import { FormButton } from "./form-button";

export type ActionCardProps = z.infer<typeof MDX_PROPS.ActionCard> & { children: React.ReactNode };

/** An advocacy action: every action uses the advocacy form, titled with the action's name. */
export function ActionCard({ title, label, children }: ActionCardProps) {
  return (
    <Card>
      <h3>{title}</h3>
      {children}
      <CardAction>
        <FormButton form="advocacy" title={title}>
          {label ?? title}
        </FormButton>
      </CardAction>
    </Card>
  );
}
