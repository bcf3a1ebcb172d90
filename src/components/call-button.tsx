import styled from "styled-components";
import type { ButtonVariantName } from "../mdx-schema/allowed-values";
import { settings } from "../settings";
import { ButtonAnchor } from "./button";
import { telHref } from "./setting-values";

export type CallButtonProps = { variant?: ButtonVariantName };

/** A button that rings the foundation's phone (from the settings) with one tap. */
export function CallButton({ variant }: CallButtonProps) {
  return (
    <Call href={telHref(settings.contact.phone)} $variant={variant}>
      <span>Call</span>
      <span>{settings.contact.phone}</span>
    </Call>
  );
}

const Call = styled(ButtonAnchor)`
  margin: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs} 0;
  /* "Call" and the number may sit on two lines in large text; the number itself never breaks. */
  flex-wrap: wrap;
  column-gap: 0.3em;
  span {
    white-space: nowrap;
  }
`;
