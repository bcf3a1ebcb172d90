import { screen, within } from "@testing-library/react";
import { Helplines } from "../../src/components/helplines";
import { mdxComponents } from "../../src/components/mdx-components";
import { CallButton } from "../../src/components/call-button";
import { Ein, FoundingYear, MailingAddress } from "../../src/components/setting-values";
import { ShareLinks, canonicalUrl, shareLinks } from "../../src/components/share-links";
import { ImpactSource, Source } from "../../src/components/source";
import { Testimonial } from "../../src/components/testimonial";
import { translate } from "../../src/i18n/strings";
import { settings } from "../../src/settings";
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

  it("Helplines lists each helpline from the settings with a number to tap, its hours and its site", () => {
    renderInSite(<Helplines />);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(settings.help.helplines.length);
    settings.help.helplines.forEach((line, i) => {
      const item = within(items[i]);
      expect(item.getByRole("heading", { level: 3 })).toHaveTextContent(line.name);
      expect(item.getByRole("link", { name: line.phone })).toHaveAttribute("href", `tel:${digits(line.phone)}`);
      expect(items[i]).toHaveTextContent(line.hours);
      const site = items[i].querySelector(`a[href="${line.url}"]`);
      expect(site).toHaveAttribute("target", "_blank");
      expect(site).toHaveAttribute("rel", "noopener noreferrer");
    });
  });

  it("CallButton rings the settings' phone", () => {
    renderInSite(<CallButton />);
    expect(screen.getByRole("link")).toHaveAttribute("href", `tel:${digits(settings.contact.phone)}`);
    expect(screen.getByRole("link")).toHaveTextContent(settings.contact.phone);
  });

  it("share links carry the page's encoded canonical address; web links open safely in a new tab", () => {
    renderInSite(<ShareLinks />, { path: "/fixture-page", title: "Fixture & title" });
    const url = canonicalUrl("/fixture-page");
    expect(url).toBe(`${settings.siteUrl}/fixture-page`);
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
    expect(document.body).toHaveTextContent(
      `${settings.organisation.foundingYear} ${settings.organisation.ein} ${street}, ${city}, ${region} ${postalCode}`,
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
