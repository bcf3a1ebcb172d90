import { isSampleValue } from "../../src/content-checks/sample-rules";
import { linksIn } from "../setup/content";
import { screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { SourceLink } from "../../src/components/external-link";
import { Helplines, HELPLINES_ID } from "../../src/components/helplines";
import { PhoneLanguages, phoneLanguage } from "../../src/components/phone-languages";
import { formatDate } from "../../src/i18n/dates";
import { DEFAULT_LOCALE, LOCALES } from "../../src/languages";
import { localize, pageAddress } from "../../src/routes";
import { LocaleProvider } from "../../src/hooks/use-locale";
import { mdxComponents } from "../../src/components/mdx-components";
import { CallButton } from "../../src/components/call-button";
import { Ein, FoundingYear, MailingAddress } from "../../src/components/setting-values";
import { ShareLinks } from "../../src/components/share-links";
import { absoluteUrl, shareLinks } from "../../src/routes";
import { ImpactSource, Source } from "../../src/components/source";
import { Testimonial } from "../../src/components/testimonial";
import { STRINGS, translate, type StringKey } from "../../src/i18n/strings";
import { settings, settingsFile, settingsIn } from "../../src/settings";
import { contentOf } from "../setup/content";
import { renderInSite } from "../setup/render";

const digits = (phone: string) => phone.replace(/[^\d+]/g, "");

describe("components that lead a visitor on", () => {
  it("Source cites publisher, title and year, and links the title when given an address", () => {
    renderInSite(<Source publisher="Publisher" title="A Report" year="2024" url="https://example.net/report" />);
    const line = screen.getByText(/^Source:/);
    expect(line).toHaveTextContent("Source: Publisher, A Report (opens in a new tab), 2024.");
    expect(line.querySelector("cite")).toHaveTextContent("A Report");
    const link = within(line).getByRole("link");
    expect(link).toHaveAttribute("href", "https://example.net/report");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("Source without an address or year is plain text", () => {
    renderInSite(<Source publisher="Publisher" title="A Report" />);
    expect(screen.getByText(/^Source:/)).toHaveTextContent(/^Source: Publisher, A Report\.$/);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("ImpactSource names the foundation's records and the date they were counted", () => {
    renderInSite(<ImpactSource />);
    expect(screen.getByText(/^Source:/)).toHaveTextContent(
      `${settings.organisation.name} records, as of ${settings.organisation.impactAsOf}.`,
    );
  });

  describe.each(LOCALES)("in %s", (locale) => {
    const inLanguage = (ui: ReactElement) =>
      renderInSite(<LocaleProvider value={{ locale, strings: STRINGS[locale] }}>{ui}</LocaleProvider>);
    const lines = settingsIn(locale).help.helplines;

    it("Helplines lists each helpline with a number to tap, its hours and texts as sourced, its site, and where and when that was checked", () => {
      inLanguage(<Helplines />);
      const items = screen.getAllByRole("listitem");
      expect(items).toHaveLength(lines.length);
      lines.forEach((line, i) => {
        const item = within(items[i]);
        expect(item.getByRole("heading", { level: 3 })).toHaveTextContent(line.name);
        expect(item.getByRole("link", { name: line.phone })).toHaveAttribute("href", `tel:${digits(line.phone)}`);
        expect(items[i]).toHaveTextContent(line.hours);
        if (line.text) expect(items[i]).toHaveTextContent(line.text);
        const site = items[i].querySelector(`a[href="${line.url}"]`);
        expect(site).toHaveAttribute("target", "_blank");
        expect(site).toHaveAttribute("rel", "noopener noreferrer");
        // The date it was checked, written out (its year and day), and the page it was checked on.
        const checked = items[i].querySelector(`[data-checked="${line.checked}"]`)!;
        const [year, , day] = line.checked.split("-").map(Number);
        expect(checked).toHaveTextContent(new RegExp(`\\b${day}\\b.*\\b${year}\\b|\\b${year}\\b.*\\b${day}\\b`));
        expect(checked.querySelector(`a[href="${line.source}"]`)).toHaveAttribute("rel", "noopener noreferrer");
      });
    });

    it("Source joins its authors as the page's language joins a list, says 'and colleagues' in it, and gives the day it was checked", () => {
      const and = new Intl.ListFormat(locale, { type: "conjunction" });
      const { container, unmount } = inLanguage(
        <Source
          publisher="Journal"
          authors="Ahmad, Ormiston-Smith, Sasieni"
          title="T"
          url="https://unlisted.example.net/t"
          checked="2026-03-04"
        />,
      );
      expect(container.textContent).toContain(`${and.format(["Ahmad", "Ormiston-Smith", "Sasieni"])}, Journal, T`);
      expect(container.querySelector("[data-checked='2026-03-04']")).toHaveTextContent(
        translate(locale, "source.checked", { date: formatDate("2026-03-04", locale) }),
      );
      unmount();
      inLanguage(<Source publisher="Journal" authors="Wolf" colleagues title="T" />);
      expect(screen.getByText(/Journal/)).toHaveTextContent(`${translate(locale, "source.colleagues", { authors: "Wolf" })}, Journal, T.`);
    });

    it("a source in another language than the page carries hreflang and says so beside the link; one in the page's language does not", () => {
      const listed = Object.entries(settingsFile.linkLanguages).flatMap(([language, starts]) =>
        (starts ?? []).map((start) => [language, start] as const),
      );
      const cases = [[DEFAULT_LOCALE, "https://unlisted.example.net/report"] as const, ...listed];
      for (const [language, href] of cases) {
        const { container, unmount } = inLanguage(<SourceLink href={href}>Report</SourceLink>);
        const link = container.querySelector("a")!;
        if (language === locale) {
          expect(link).not.toHaveAttribute("hreflang");
          // Nothing beside the link.
          expect(container.textContent).toBe(link.textContent);
        } else {
          expect(link).toHaveAttribute("hreflang", language);
          expect(container.textContent!.endsWith(`(${translate(locale, `source.language.${language}` as StringKey)})`)).toBe(true);
        }
        unmount();
      }
    });

    it("says in which languages the phone is answered, only as the settings say", () => {
      const contact = settingsIn(locale).contact;
      const committed = contact.languages;
      try {
        for (const languages of [[...LOCALES], LOCALES.filter((l) => l !== locale)]) {
          contact.languages = languages;
          const state = phoneLanguage(locale, languages);
          const { container, unmount } = inLanguage(
            <>
              <CallButton />
              <PhoneLanguages />
            </>,
          );
          const note = container.querySelector("[data-phone-languages]");
          const button = container.querySelector(`a[href^="tel:"]`)!;
          if (state === "answered") {
            expect(note).toHaveTextContent(translate(locale, "contact.answered"));
            expect(button).toHaveTextContent(translate(locale, "contact.answered"));
          } else if (state === "notAnswered") {
            expect(note).toHaveTextContent(translate(locale, "contact.helpInLanguage"));
            expect(note!.querySelector("a")).toHaveAttribute("href", pageAddress(`${localize(linksIn().help, locale)}#${HELPLINES_ID}`));
            expect(button).not.toHaveTextContent(translate(locale, "contact.answered"));
          } else expect(note).toBeNull();
          unmount();
        }
      } finally {
        contact.languages = committed;
      }
    });
  });

  it("the phone's languages: said on a page in another language the phone answers in, said otherwise where it does not, never for the site's own", () => {
    const other = LOCALES.find((l) => l !== DEFAULT_LOCALE)!;
    expect(phoneLanguage(other, [DEFAULT_LOCALE, other])).toBe("answered");
    expect(phoneLanguage(other, [DEFAULT_LOCALE])).toBe("notAnswered");
    expect(phoneLanguage(DEFAULT_LOCALE, [DEFAULT_LOCALE, other])).toBeUndefined();
    expect(phoneLanguage(DEFAULT_LOCALE, [other])).toBe("notAnswered");
  });

  it("CallButton rings the settings' phone", () => {
    renderInSite(<CallButton />);
    expect(screen.getByRole("link")).toHaveAttribute("href", `tel:${digits(settings.contact.phone)}`);
    expect(screen.getByRole("link")).toHaveTextContent(settings.contact.phone);
  });

  it("share links carry the page's encoded canonical address; web links open safely in a new tab", () => {
    renderInSite(<ShareLinks />, { path: "/fixture-page", title: "Fixture & title" });
    const url = absoluteUrl("/fixture-page", settings.siteUrl);
    expect(url).toBe(`${settings.siteUrl}/fixture-page/`);
    const links = within(screen.getByRole("navigation", { name: translate("en", "share.label") })).getAllByRole("link");
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link.getAttribute("href")).toContain(encodeURIComponent(url));
      if (link.getAttribute("href")!.startsWith("https://")) {
        expect(link).toHaveAttribute("target", "_blank");
        expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
    }
    expect(shareLinks(url, "A & B").map((l) => l.network)).toEqual(["Facebook", "X", "e-mail"]);
    expect(shareLinks(url, "A & B")[2].href).toBe(`mailto:?subject=A%20%26%20B&body=${encodeURIComponent(url)}`);
  });

  it("each page whose MDX places the share links shares its own canonical address, in its language, with no script of a network's", () => {
    const placed = contentOf().pages.filter((entry) => entry.mdx.components.some((use) => use.name === "ShareLinks"));
    expect(placed.length).toBeGreaterThan(0);
    for (const entry of placed) {
      const { container, unmount } = renderInSite(
        <LocaleProvider value={{ locale: entry.locale, strings: STRINGS[entry.locale] }}>
          <ShareLinks />
        </LocaleProvider>,
        { path: entry.route, title: entry.frontmatter!.title },
      );
      const url = absoluteUrl(entry.route, settingsIn(entry.locale).siteUrl);
      expect(url).toBe(`${settings.siteUrl}${pageAddress(entry.route)}`);
      const nav = within(container).getByRole("navigation", { name: translate(entry.locale, "share.label") });
      const links = within(nav).getAllByRole("link");
      expect(links).toHaveLength(shareLinks(url, entry.frontmatter!.title).length);
      for (const link of links) {
        const href = link.getAttribute("href")!;
        expect([entry.route, href.includes(encodeURIComponent(url))]).toEqual([entry.route, true]);
        if (href.startsWith("https://")) {
          expect(link).toHaveAttribute("target", "_blank");
          expect(link).toHaveAttribute("rel", "noopener noreferrer");
        } else expect(href.startsWith("mailto:")).toBe(true);
      }
      expect(container.querySelectorAll("script, iframe")).toHaveLength(0);
      unmount();
    }
  });

  it("a supporter testimonial takes its name and detail from the settings", () => {
    renderInSite(<Testimonial from="supporter">Words</Testimonial>);
    const caption = document.querySelector("figcaption")!;
    expect(caption).toHaveTextContent(settings.supporter.name);
    expect(caption.textContent!.toLowerCase()).toContain(settings.supporter.detail.toLowerCase());
  });

  it("settings values render from the settings", () => {
    renderInSite(
      <p>
        <FoundingYear /> <Ein /> <MailingAddress />
      </p>,
    );
    const { street, city, region, postalCode } = settings.donate.mailingAddress;
    // Each value in order, a sample one followed by its mark (SampleMark).
    const marked = (value: string, path: string[] = []) => (isSampleValue(value, path) ? `${value} ${STRINGS.en["sample.mark"]}` : value);
    expect(document.body).toHaveTextContent(
      `${settings.organisation.foundingYear} ${marked(settings.organisation.ein, ["ein"])} ${marked(`${street}, ${city}, ${region} ${postalCode}`)}`,
    );
  });

  it("a button label on its own line in MDX is not a paragraph inside the button", () => {
    const { ButtonLink } = mdxComponents;
    renderInSite(
      <ButtonLink to="/donate" variant="outline">
        <p>Give</p>
      </ButtonLink>,
    );
    const link = screen.getByRole("link", { name: "Give" });
    expect(link.querySelector("p")).toBeNull();
  });
});
