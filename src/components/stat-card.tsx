import React from "react";
import styled from "styled-components";
import type { z } from "zod";
import type { MDX_PROPS } from "../mdx-schema/component-props";
import { Card } from "./card";

export type StatCardProps = z.infer<typeof MDX_PROPS.StatCard> & {
  /** What the figure counts, then its <Source /> line. */
  children: React.ReactNode;
};

/** One statistic, large, with what it means beneath it. */
export function StatCard({ value, children }: StatCardProps) {
  return (
    <Card as="div" data-stat-card="">
      <Value>{value}</Value>
      <Label>{children}</Label>
    </Card>
  );
}

const Value = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(2.5rem, 2rem + 2vw, 3.25rem);
  font-weight: 700;
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.navy};
`;

const Label = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.body};
  p {
    margin: 0;
  }
`;
