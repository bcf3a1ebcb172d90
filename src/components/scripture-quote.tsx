import React from "react";
import styled from "styled-components";

export type ScriptureQuoteProps = { reference: string; children: React.ReactNode };

/** A verse of scripture with its reference. */
export function ScriptureQuote({ reference, children }: ScriptureQuoteProps) {
  return (
    <Figure>
      <blockquote>{children}</blockquote>
      <figcaption>{reference}</figcaption>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.gold};
  max-width: 40rem;
  blockquote {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-style: italic;
    font-size: ${({ theme }) => theme.fontSizes.lead};
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    margin-top: 0.4rem;
    font-weight: 700;
  }
`;
