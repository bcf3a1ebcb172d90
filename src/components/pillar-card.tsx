import { Link } from "gatsby";
import React from "react";
import styled from "styled-components";
import type { z } from "zod";
import { useTranslation } from "../hooks/use-locale";
import type { MDX_PROPS } from "../mdx-schema/component-props";
import { Card, CardAction } from "./card";
import { ResponsiveImage } from "./responsive-image";

export type PillarCardProps = z.infer<typeof MDX_PROPS.PillarCard> & { children: React.ReactNode };

/** One of the foundation's three pillars, leading to its page. */
export function PillarCard({ title, to, image, alt = "", linkLabel, children }: PillarCardProps) {
  const { t } = useTranslation();
  return (
    <PillarFrame>
      {image && <CardImage name={image} alt={alt} />}
      <h3>{title}</h3>
      {children}
      <CardAction>
        <Link to={to}>{linkLabel ?? t("card.learnMore", { title })}</Link>
      </CardAction>
    </PillarFrame>
  );
}

function CardImage({ name, alt }: { name: string; alt: string }) {
  return <ImageFrame name={name} alt={alt} sizes="(min-width: 72rem) 23rem, (min-width: 40em) 45vw, 100vw" />;
}

const PillarFrame = styled(Card)`
  padding-top: 0;
  overflow: hidden;
`;

const ImageFrame = styled(ResponsiveImage)`
  margin: 0 -${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
`;
