import React from "react";
import type { z } from "zod";
import type { MDX_PROPS } from "../mdx-schema/component-props";
import { ButtonLink } from "./button-link";
import { Band, BandFrame } from "./section";

/** headingId: given by the build (see remarkAnchorIds), not by the writer. */
export type CallToActionProps = z.infer<typeof MDX_PROPS.CallToAction> & { headingId?: string; children: React.ReactNode };

/** A closing band that asks the visitor to act. */
export function CallToAction({ title, to, label, headingId, children }: CallToActionProps) {
  return (
    <Band data-bleed="" $tone="dark" aria-labelledby={headingId}>
      <BandFrame>
        <h2 id={headingId}>{title}</h2>
        {children}
        <div data-buttons="">
          <ButtonLink to={to}>{label}</ButtonLink>
        </div>
      </BandFrame>
    </Band>
  );
}
