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
      <BandFrame>
        <h2 id={headingId}>{title}</h2>
        {children}
      </BandFrame>
    </Band>
  );
}

export const Band = styled.section<{ $tone: SectionTone }>`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.sm};
  /* A link to the section lands with its heading just below the header, not a band's padding lower. */
  scroll-margin-top: calc(${({ theme }) => theme.space.md} - ${({ theme }) => theme.space.xl});
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
 * The band's content in the 72rem frame. Its words read in one column at the measure, the heading above the text,
 * centred in the frame, so no column stands empty beside them; a row of buttons (remarkButtonRows) is a block of that
 * column too. What is wider than words (a grid of cards: data-wide) spans the frame. A section with a picture sets
 * its words beside it on wide screens.
 */
export const BandFrame = styled.div`
  display: grid;
  /* The words' column at the measure (in the text's own font, which a heading's larger ch would not be), centred. */
  grid-template-columns:
    [frame-start] minmax(0, 1fr) [words-start] minmax(0, ${({ theme }) => theme.measure}) [words-end] minmax(0, 1fr)
    [frame-end];
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  > * {
    grid-column: words;
    min-width: 0;
  }
  > [data-wide] {
    grid-column: frame;
    /* Stretched to the frame (a grid item with auto margins would take its content's width instead). */
    margin-inline: 0;
  }
  /* Over a grid that spans the frame, the heading stands on the frame's middle, as the grid does. */
  &:has(> [data-wide]) > h2 {
    text-align: center;
  }
  ${media.wide} {
    &:has(> figure) {
      grid-template-columns: [frame-start words-start] minmax(0, ${({ theme }) => theme.measure}) [words-end] minmax(0, 1fr) [frame-end];
      column-gap: ${({ theme }) => theme.space.xl};
      align-items: start;
      > figure {
        grid-column: words-end / frame-end;
        grid-row: 1 / span 12;
        margin-top: 0;
        position: sticky;
        top: calc(${({ theme }) => theme.headerHeight} + 1rem);
      }
    }
  }
`;
