import React from "react";
import styled from "styled-components";
import type { z } from "zod";
import type { MDX_PROPS } from "../mdx-schema/component-props";
import { ButtonLink } from "./button-link";
import { Band } from "./section";

/** headingId: given by the build (see remarkAnchorIds), not by the writer. */
export type CallToActionProps = z.infer<typeof MDX_PROPS.CallToAction> & { headingId?: string; children: React.ReactNode };

/** A closing band that asks the visitor to act. */
export function CallToAction({ title, to, label, headingId, children }: CallToActionProps) {
  return (
    <Band data-bleed="" $tone="dark" aria-labelledby={headingId}>
      <Centered>
        <h2 id={headingId}>{title}</h2>
        {children}
        <ButtonLink to={to}>{label}</ButtonLink>
      </Centered>
    </Band>
  );
}

/** On the same left edge as every other band's text. */
const Centered = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  > * {
    max-width: ${({ theme }) => theme.measure};
  }
`;
