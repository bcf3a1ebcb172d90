import styled, { css } from "styled-components";
import { WIDE } from "./wide";

/** Four cards in two rows of two, never three and one alone beside an empty space; three side by side from a tablet up. */
export const rowsFilled = css`
  @media (min-width: 40em) {
    &:has(> :nth-child(4):last-child) {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  @media (min-width: 48em) {
    &:has(> :nth-child(3):last-child) {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
`;

/** Lays out a group of cards: one column on phones, as many as fit on wider screens; it spans a band's whole frame (data-wide). */
export const CardGrid = styled.div.attrs(WIDE)`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  ${rowsFilled}
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0;
  max-width: ${({ theme }) => theme.maxWidth};
  margin-inline: auto;
`;

/** The frame every card shares. */
export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-top: 4px solid ${({ theme }) => theme.colors.gold};
  border-radius: ${({ theme }) => theme.radius};
  h3 {
    margin: 0;
  }
  p:last-child,
  ul:last-child {
    margin-bottom: 0;
  }
  a:not([class]) {
    color: ${({ theme }) => theme.colors.navy};
  }
`;

/** Pushes a card's action to its foot so buttons line up across a row. */
export const CardAction = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;
