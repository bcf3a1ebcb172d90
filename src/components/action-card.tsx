import React from "react";
import { Card, CardAction } from "./card";
import { FormButton } from "./form-button";

export type ActionCardProps = {
  /** The action's name; it also titles the form dialog. */
  title: string;
  /** The button's text; defaults to the title. */
  label?: string;
  children: React.ReactNode;
};

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
