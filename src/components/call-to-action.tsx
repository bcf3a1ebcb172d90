import React from "react";
import styled from "styled-components";
import type { z } from "zod";
import { callToActionHeadingId } from "../mdx-schema/anchors";
import type { MDX_PROPS } from "../mdx-schema/component-props";
import { ButtonLink } from "./button-link";
import { Band } from "./section";

export type CallToActionProps = z.infer<typeof MDX_PROPS.CallToAction> & { children: React.ReactNode };

/** A closing band that asks the visitor to act. */
export function CallToAction({ title, to, label, children }: CallToActionProps) {
  const id = callToActionHeadingId(title);
  return (
    <Band data-bleed="" $tone="dark" aria-labelledby={id}>
      <Centered>
        <h2 id={id}>{title}</h2>
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
