import styled, { css } from "styled-components";

/** Labels above their fields, as the site's forms write them. */
export const labelsAbove = css`
  label {
    display: block;
    font-weight: 700;
    margin-bottom: 0.3rem;
  }
`;

/** A text field and its button on one line, the button wrapping below when the line is too narrow; `$border` suits the background. */
export const FieldRow = styled.div<{ $border: "white" | "inkSoft" }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  input {
    flex: 1 1 12rem;
    min-width: 0;
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    border: 2px solid ${({ theme, $border }) => theme.colors[$border]};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
  }
`;
