import styled, { css } from "styled-components";
import type { ButtonVariantName } from "../mdx-schema/allowed-values";

export type ButtonVariant = { $variant?: ButtonVariantName };

/** The look of every call-to-action, whether it is a link or a button. */
export const buttonStyles = css<ButtonVariant>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  /* Never wider than its box: a word longer than a card (at 200% text) breaks rather than runs out of it. */
  max-width: 100%;
  padding: 0.65rem 1.4rem;
  border: 2px solid transparent;
  border-radius: 999px;
  font: inherit;
  font-weight: 700;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  /* A shadow a band gives its words (the hero's) would blur the dark words on a gold button. */
  text-shadow: none;
  cursor: pointer;
  ${({ theme, $variant = "primary" }) =>
    $variant === "primary"
      ? css`
          background: ${theme.colors.gold};
          color: ${theme.colors.black};
          &:hover {
            background: ${theme.colors.goldSoft};
          }
        `
      : $variant === "light"
        ? css`
            background: transparent;
            color: ${theme.colors.white};
            border-color: ${theme.colors.white};
            &:hover {
              background: rgba(255, 255, 255, 0.12);
            }
          `
        : css`
            background: transparent;
            color: ${theme.colors.navy};
            border-color: ${theme.colors.navy};
            &:hover {
              background: ${theme.colors.sand};
            }
          `}
  &:disabled, &[aria-disabled="true"] {
    cursor: not-allowed;
    background: #e6e6e6;
    color: #4d4d4d;
    border-color: #8a8a8a;
  }
`;

export const Button = styled.button<ButtonVariant>`
  ${buttonStyles}
`;

export const ButtonAnchor = styled.a<ButtonVariant>`
  ${buttonStyles}
`;
