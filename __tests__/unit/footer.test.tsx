import { render, screen, within } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { Footer } from "../../src/components/footer";
import { settings } from "../../src/settings";
import { theme } from "../../src/theme/theme";

const renderFooter = () =>
  render(
    <ThemeProvider theme={theme}>
      <Footer />
    </ThemeProvider>,
  );

describe("Footer", () => {
  afterEach(() => jest.useRealTimers());

  it("gives the phone as a tel: link, the e-mail as a mailto: link and the Phoenix address", () => {
    renderFooter();
    expect(screen.getByRole("link", { name: settings.contact.phone })).toHaveAttribute("href", "tel:6025550142");
    expect(screen.getByRole("link", { name: settings.contact.email })).toHaveAttribute("href", "mailto:info@example.org");
    expect(screen.getByText(/Phoenix, AZ 85004/)).toBeInTheDocument();
  });

  it("repeats the six quick links", () => {
    renderFooter();
    const nav = screen.getByRole("navigation", { name: "Quick Links" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Home", "Awareness", "Aid", "Advocacy", "Our Why", "About YHWH"]);
  });

  it("opens the three social profiles in new tabs without opener or referrer", () => {
    renderFooter();
    const social = settings.social.map((p) => screen.getByRole("link", { name: new RegExp(`on ${p.network}`) }));
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

  it("links to the Privacy Policy and the Terms of Service", () => {
    renderFooter();
    const legal = screen.getByRole("navigation", { name: "Legal" });
    expect(within(legal).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    expect(within(legal).getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  });
});
