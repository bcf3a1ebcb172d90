import React from "react";
import styled from "styled-components";
import type { z } from "zod";
import type { MDX_PROPS } from "../mdx-schema/component-props";

export type ScriptureQuoteProps = z.infer<typeof MDX_PROPS.ScriptureQuote> & { children: React.ReactNode };

/** A verse of scripture with its reference. */
export function ScriptureQuote({ reference, children }: ScriptureQuoteProps) {
  return (
    <Figure>
      <blockquote>{children}</blockquote>
      <figcaption>{reference}</figcaption>
    </Figure>
  );
}

/** Quieter than the page's call to action: body size, a thin rule, a small reference. */
const Figure = styled.figure`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 2px solid ${({ theme }) => theme.colors.gold};
  max-width: 36rem;
  blockquote {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.body};
    line-height: 1.55;
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    margin-top: 0.3rem;
    font-size: ${({ theme }) => theme.fontSizes.small};
    letter-spacing: 0.02em;
  }
`;
