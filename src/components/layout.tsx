import { MDXProvider } from "@mdx-js/react";
import React from "react";
import type { SiteLinks } from "../constants";
import type { Strings } from "../i18n/strings";
import { SiteLinksProvider } from "../hooks/use-site-links";
import styled, { ThemeProvider } from "styled-components";
import { localeOf } from "../routes";
import { LocaleProvider } from "../hooks/use-locale";
import { GlobalStyle } from "../theme/global-styles";
import { theme } from "../theme/theme";
import { Footer } from "./footer";
import { FormModalProvider } from "./form-modal-provider";
import { Header } from "./header";
import { mdxComponents } from "./mdx-components";
import { PreviewLine } from "./preview-line";

export type LayoutProps = {
  children: React.ReactNode;
  path: string;
  /** Pages without a hero keep a solid header and start their content below it. */
  solidHeader?: boolean;
  /** The same page in the other language, when it has one (the language link goes there). */
  translation?: string;
  /** The routes the header, footer and notes link to, from the page's context. */
  links: SiteLinks;
  /** The interface's words in the page's language, from the page's context. */
  strings: Strings;
  /** A preview build (a sample remains): the page says so above everything else. */
  preview?: boolean;
};

/** The chrome around every content page: theme, header, main landmark, footer, and the form dialog. */
export function Layout({ children, path, solidHeader = false, translation, links, strings, preview = false }: LayoutProps) {
  const language = React.useMemo(() => ({ locale: localeOf(path), translation, strings }), [path, translation, strings]);
  return (
    <LocaleProvider value={language}>
      <SiteLinksProvider value={links}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <FormModalProvider>
            <MDXProvider components={mdxComponents}>
              {preview && <PreviewLine />}
              <Header alwaysSolid={solidHeader} path={path} />
              <Main id="main" tabIndex={-1} $belowHeader={solidHeader}>
                {children}
              </Main>
              <Footer />
            </MDXProvider>
          </FormModalProvider>
        </ThemeProvider>
      </SiteLinksProvider>
    </LocaleProvider>
  );
}

const Main = styled.main<{ $belowHeader: boolean }>`
  display: block;
  padding-top: ${({ $belowHeader, theme }) => ($belowHeader ? theme.headerHeight : "0")};
`;
