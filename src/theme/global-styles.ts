import { createGlobalStyle } from "styled-components";

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    scrollbar-gutter: stable;
    /* A focused control or a linked heading stops below the fixed header, its focus ring clear of it. */
    scroll-padding-top: calc(${({ theme }) => theme.headerHeight} + ${({ theme }) => theme.space.xs});
  }
  @media (prefers-reduced-motion: no-preference) {
    html { scroll-behavior: smooth; }
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation: none !important; transition: none !important; scroll-behavior: auto !important; }
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.body};
    line-height: 1.65;
    color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.white};
    /* Text never runs off the screen, even at 200%: a word longer than its box may break. */
    overflow-wrap: anywhere;
  }
  /* Links, buttons and headings keep their words whole: a word breaks only where it is longer than its line, and their
     boxes (a footer's row of links, a flex of buttons) are never squeezed below their longest word. */
  a, button, h1, h2, h3, summary {
    overflow-wrap: break-word;
  }
  h1, h2, h3 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: 1.2;
    color: inherit;
    margin: 0 0 ${({ theme }) => theme.space.sm};
    /* Lines of even length: no heading ends on one word alone. */
    text-wrap: balance;
  }
  h1 { font-size: ${({ theme }) => theme.fontSizes.h1}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.h2}; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.h3}; }
  p, ul, ol { margin: 0 0 ${({ theme }) => theme.space.sm}; }
  /* Buttons written one after another (remarkButtonRows): side by side, each as wide as its words, wrapping on a phone. */
  [data-buttons] {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  /* On one line: no button's own margin (a component's class) sets it lower than its neighbour. */
  [data-buttons] > *,
  [data-buttons] > [class] {
    margin: 0;
  }
  li + li { margin-top: 0.35rem; }
  a { color: ${({ theme }) => theme.colors.navy}; text-underline-offset: 0.15em; }
  a:hover { text-decoration-thickness: 2px; }
  /* A phone number is read as one thing: it never breaks across lines. */
  a[href^="tel:"]:not([class]) { white-space: nowrap; }
  img, svg { max-width: 100%; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    box-shadow: 0 0 0 6px ${({ theme }) => theme.colors.navyDeep};
  }
  main:focus { outline: none; }
  /* The page stays still behind an open form dialog. */
  html:has(dialog[open]) { overflow: hidden; }
  @media print {
    header, footer, nav, button, dialog, .skip-link, .no-print { display: none !important; }
    body { font-size: 12pt; color: #000; }
    main { padding: 0 !important; }
    a[href^="http"]::after, a[href^="mailto:"]::after, a[href^="tel:"]::after { content: " (" attr(href) ")"; font-size: 0.9em; }
  }
`;
