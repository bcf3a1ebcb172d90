import React from "react";
import styled, { css } from "styled-components";
import type { SectionTone } from "../mdx-schema/allowed-values";
import { sectionIds } from "../mdx-schema/anchors";

export type SectionProps = {
  title: string;
  /** The anchor other links use; defaults to a slug of the title. */
  id?: string;
  tone?: SectionTone;
  children: React.ReactNode;
};

/** A full-width band of the page with its own h2. */
export function Section({ title, id, tone = "light", children }: SectionProps) {
  const ids = sectionIds(title, id);
  return (
    <Band data-bleed="" $tone={tone} aria-labelledby={ids.heading} id={ids.band}>
      <Inner>
        <h2 id={ids.heading}>{title}</h2>
        {children}
      </Inner>
    </Band>
  );
}

export const Band = styled.section<{ $tone: SectionTone }>`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.sm};
  ${({ $tone, theme }) =>
    $tone === "dark"
      ? css`
          background: ${theme.colors.navy};
          color: ${theme.colors.white};
          a:not([class]) {
            color: ${theme.colors.white};
          }
        `
      : $tone === "sand"
        ? css`
            background: ${theme.colors.sand};
          `
        : css`
            background: ${theme.colors.white};
          `}
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  > p,
  > ul,
  > ol,
  > h3 {
    max-width: ${({ theme }) => theme.measure};
  }
`;
