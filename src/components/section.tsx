import React from "react";
import styled, { css } from "styled-components";
import type { z } from "zod";
import type { SectionTone } from "../mdx-schema/allowed-values";
import type { MDX_PROPS } from "../mdx-schema/component-props";
import { media } from "../theme/theme";

/** headingId: given by the build with the band's id (see remarkAnchorIds), not by the writer. */
export type SectionProps = z.infer<typeof MDX_PROPS.Section> & { headingId?: string; children: React.ReactNode };

/** A full-width band of the page with its own h2. */
export function Section({ title, id, headingId, tone = "light", children }: SectionProps) {
  return (
    <Band data-bleed="" $tone={tone} aria-labelledby={headingId} id={id}>
      <Inner>
        <h2 id={headingId}>{title}</h2>
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

/**
 * The band's content in the 72rem frame, on one left edge. On wide screens it is a two-column grid:
 * text beside its picture where the section has one, otherwise the heading beside the text; long
 * lists run in two columns and cards take the full width.
 */
const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  > p,
  > ul,
  > ol,
  > h3 {
    max-width: ${({ theme }) => theme.measure};
  }
  ${media.wide} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, ${({ theme }) => theme.measure});
    column-gap: ${({ theme }) => theme.space.xl};
    align-items: start;
    > * {
      grid-column: 1 / -1;
    }
    > h2 {
      grid-column: 1;
    }
    > p,
    > h3,
    > ol,
    > ul {
      grid-column: 2;
    }
    > ul:has(> li:nth-child(7)) {
      grid-column: 1 / -1;
      max-width: none;
      columns: 2;
      column-gap: ${({ theme }) => theme.space.xl};
      li {
        break-inside: avoid;
      }
    }
    &:has(> figure) {
      grid-template-columns: minmax(0, ${({ theme }) => theme.measure}) minmax(0, 1fr);
      > h2,
      > p,
      > h3,
      > ol,
      > ul {
        grid-column: 1;
      }
      > figure {
        grid-column: 2;
        grid-row: 1 / span 12;
        margin-top: 0;
        position: sticky;
        top: calc(${({ theme }) => theme.headerHeight} + 1rem);
      }
    }
  }
`;
