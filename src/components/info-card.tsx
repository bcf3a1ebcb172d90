import React from "react";
import type { z } from "zod";
import type { MDX_PROPS } from "../mdx-schema/component-props";
import { Card } from "./card";

export type InfoCardProps = z.infer<typeof MDX_PROPS.InfoCard> & { children: React.ReactNode };

/** A titled card of prose or a short list. */
export function InfoCard({ title, children }: InfoCardProps) {
  return (
    <Card>
      <h3>{title}</h3>
      {children}
    </Card>
  );
}
