import { render, screen, within } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { Footer } from "../../src/components/footer";
import { settings } from "../../src/settings";
import { STORIES_PATH } from "../../src/stories/paths";
import { theme } from "../../src/theme/theme";

const renderFooter = () =>
  render(
    <ThemeProvider theme={theme}>
      <Footer />
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
    const nav = screen.getByRole("navigation", { name: "Quick Links" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Home", "Awareness", "Aid", "Advocacy", "Our Why", "About YHWH"]);
  });

  it("links to the stories beside the newsletter, apart from the six quick links", () => {
    renderFooter();
    const newsletter = screen.getByRole("heading", { name: "Newsletter" }).parentElement!;
    expect(within(newsletter).getByRole("link", { name: /stories/i })).toHaveAttribute("href", STORIES_PATH);
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
