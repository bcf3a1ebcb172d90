import { Link } from "gatsby";
import React from "react";
import styled from "styled-components";
import type { z } from "zod";
import type { MDX_PROPS } from "../mdx-schema/component-props";
import { buttonStyles, type ButtonVariant } from "./button";

export type ButtonLinkProps = z.infer<typeof MDX_PROPS.ButtonLink> & { children: React.ReactNode };

/** A link that looks like a button; it stays a link, so it works without JavaScript. */
export function ButtonLink({ to, variant, children }: ButtonLinkProps) {
  if (to.startsWith("#")) {
    return (
      <Anchor href={to} $variant={variant}>
        {children}
      </Anchor>
    );
  }
  return (
    <RouteLink to={to} $variant={variant}>
      {children}
    </RouteLink>
  );
}

const Anchor = styled.a<ButtonVariant>`
  ${buttonStyles}
  margin: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs} 0;
`;

const RouteLink = styled(Link)<ButtonVariant>`
  ${buttonStyles}
  margin: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs} 0;
`;
