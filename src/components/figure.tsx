import React from "react";
import styled from "styled-components";
import type { z } from "zod";
import type { MDX_PROPS } from "../mdx-schema/component-props";
import { ResponsiveImage } from "./responsive-image";

export type FigureProps = z.infer<typeof MDX_PROPS.Figure> & {
  /** An optional caption. */
  children?: React.ReactNode;
};

/**
 * How wide a Figure shows: its 46rem frame, or the screen less its margins, below the wide layout; there,
 * the page's reading column (52ch of the body type, 29 to 33rem as the fonts load).
 */
const FIGURE_SIZES = "(min-width: 72em) 33rem, min(46rem, calc(100vw - 2rem))";

/** An image placed in the prose, lazy-loaded, with its space reserved so nothing shifts. */
export function Figure({ image, alt, children }: FigureProps) {
  return (
    <Frame>
      <ResponsiveImage name={image} alt={alt} sizes={FIGURE_SIZES} />
      {children && <figcaption>{children}</figcaption>}
    </Frame>
  );
}

const Frame = styled.figure`
  max-width: 46rem;
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.md};
  img {
    border-radius: ${({ theme }) => theme.radius};
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.small};
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;
