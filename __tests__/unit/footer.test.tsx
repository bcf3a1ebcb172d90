import { render, screen, within } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { Footer } from "../../src/components/footer";
import { SiteLinksProvider } from "../../src/hooks/use-site-links";
import { NAV_PAGES } from "../../src/constants";
import { translate } from "../../src/i18n/strings";
import { LocaleProvider } from "../../src/hooks/use-locale";
import { english } from "../setup/render";
import { settings } from "../../src/settings";
import { STORIES_PATH, pageAddress } from "../../src/routes";
import { theme } from "../../src/theme/theme";
import { contentOf, linksIn } from "../setup/content";

/** The menu as the build gives it: each page's route read from the content. */
const links = linksIn();
const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string>) => translate("en", key, vars);

const renderFooter = () =>
  render(
    <ThemeProvider theme={theme}>
      <LocaleProvider value={english}>
        <SiteLinksProvider value={links}>
          <Footer />
        </SiteLinksProvider>
      </LocaleProvider>
    </ThemeProvider>,
  );

describe("Footer", () => {
  afterEach(() => jest.useRealTimers());

  it("gives the phone as a tel: link, the e-mail as a mailto: link and the street address", () => {
    renderFooter();
    const { phone, email, address } = settings.contact;
    const tel = screen.getByRole("link", { name: phone }).getAttribute("href") ?? "";
    expect(tel).toMatch(/^tel:\+?\d+$/);
    expect(tel.replace(/\D/g, "")).toBe(phone.replace(/\D/g, ""));
    expect(screen.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    const postal = screen.getByRole("contentinfo").querySelector("address")?.textContent ?? "";
    for (const part of Object.values(address)) expect(postal).toContain(part);
  });

  it("repeats the six quick links", () => {
    renderFooter();
    const quick = screen.getByRole("navigation", { name: t("footer.quickLinks") });
    const byFile = new Map(contentOf().pages.map((page) => [page.file, page.route]));
    expect(
      within(quick)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual(NAV_PAGES.map(({ label, file }) => [t(label), pageAddress(byFile.get(file)!)]));
  });

  it("links to the stories beside the newsletter, apart from the six quick links", () => {
    renderFooter();
    const newsletter = screen.getByRole("heading", { name: t("footer.newsletter") }).parentElement!;
    expect(within(newsletter).getByRole("link", { name: t("footer.stories") })).toHaveAttribute("href", pageAddress(STORIES_PATH));
  });

  it("opens the three social profiles in new tabs without opener or referrer", () => {
    renderFooter();
    const social = settings.social.map((p) =>
      screen.getByRole("link", { name: t("footer.social", { name: settings.organisation.name, network: p.network }) }),
    );
    expect(social).toHaveLength(3);
    social.forEach((link, i) => {
      expect(link).toHaveAttribute("href", settings.social[i].url);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    });
  });

  it("shows the visitor's current year, not the build year", () => {
    jest.useFakeTimers({ now: new Date("2031-01-03T10:00:00Z") });
    renderFooter();
    expect(screen.getByTestId("copyright-year")).toHaveTextContent("2031");
  });

  it("links to the legal pages, each a page the content has", () => {
    renderFooter();
    const legal = screen.getByRole("navigation", { name: t("footer.legal") });
    const routes = new Set(contentOf().pages.map((page) => page.route));
    expect(links.legal.length).toBeGreaterThan(0);
    for (const { label, to } of links.legal) {
      expect(routes).toContain(to);
      expect(within(legal).getByRole("link", { name: t(label) })).toHaveAttribute("href", pageAddress(to));
    }
  });
});
