import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { FormModalProvider } from "../../src/components/form-modal-provider";
import { PageDataProvider, type PageData } from "../../src/hooks/use-page-data";
import { SiteLinksProvider } from "../../src/hooks/use-site-links";
import { LocaleProvider } from "../../src/hooks/use-locale";
import { STRINGS } from "../../src/i18n/strings";
import { linksIn } from "./content";
import { theme } from "../../src/theme/theme";

/** An English page's language, as the Layout gives it (a test may give another inside it). */
export const english = { locale: "en", strings: STRINGS.en } as const;

/** Renders a component as a page would: with the theme, the site's links, the form dialog and (optionally) page data. */
export function renderInSite(ui: ReactElement, page: Partial<PageData> = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme}>
      <LocaleProvider value={english}>
        <SiteLinksProvider value={linksIn()}>
          <FormModalProvider>
            <PageDataProvider value={{ title: "Test page", path: "/test-page", images: {}, toc: [], ...page }}>{children}</PageDataProvider>
          </FormModalProvider>
        </SiteLinksProvider>
      </LocaleProvider>
    </ThemeProvider>
  );
  return render(ui, { wrapper });
}
