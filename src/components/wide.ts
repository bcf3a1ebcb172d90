/**
 * What a band's frame lets span its whole width, beside the words' column (section.tsx): a grid of cards. Given as
 * styled-components attrs (`styled.div.attrs(WIDE)`); typed loosely because a data attribute is not a declared prop.
 */
export const WIDE = { "data-wide": "" } as object;
