import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Header } from "../../src/components/header";
import { DONATE_TARGET, GET_HELP_PATH, NAV_ITEMS, SOLID_HEADER_THRESHOLD } from "../../src/constants";
import { founderSlug } from "../../src/founder-route";
import { settings } from "../../src/settings";
import { renderInSite } from "../setup/render";

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });

describe("Header", () => {
  afterEach(() => scrollTo(0));

  it("is transparent at the top and at exactly the threshold, solid one pixel past it", () => {
    expect(SOLID_HEADER_THRESHOLD).toBe(10);
    renderInSite(<Header path="/" />);
    const header = screen.getByRole("banner");
    expect(header).toHaveAttribute("data-solid", "false");
    scrollTo(10);
    expect(header).toHaveAttribute("data-solid", "false");
    scrollTo(11);
    expect(header).toHaveAttribute("data-solid", "true");
    scrollTo(0);
    expect(header).toHaveAttribute("data-solid", "false");
  });

  it("stays solid at the top on pages that ask for it", () => {
    renderInSite(<Header path="/privacy" alwaysSolid />);
    expect(screen.getByRole("banner")).toHaveAttribute("data-solid", "true");
  });

  it("links the logo home and lists the six routes with the spec's labels, in order", () => {
    renderInSite(<Header path="/" />);
    expect(screen.getByRole("link", { name: `${settings.organisation.name}, home` })).toHaveAttribute("href", "/");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(within(nav).getByRole("list")).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Awareness", "/awareness"],
      ["Aid", "/donate"],
      ["Advocacy", "/advocacy"],
      ["Our Why", founderSlug()],
      ["About YHWH", "/about-yhwh"],
    ]);
    expect(NAV_ITEMS).toHaveLength(6);
  });

  it("offers Donate beside the menu and after Contact Us, and ends the phone menu with a call link and Get Help", () => {
    renderInSite(<Header path="/" />);
    const banner = screen.getByRole("banner");
    // Two Donate links: one shows on phones, the other on wide screens (CSS decides; jsdom shows both).
    const donate = within(banner).getAllByRole("link", { name: "Donate" });
    expect(donate.map((a) => a.getAttribute("href"))).toEqual([DONATE_TARGET, DONATE_TARGET]);
    const nav = screen.getByRole("navigation", { name: "Main" });
    const call = within(nav).getByRole("link", { name: new RegExp(settings.contact.phone.replace(/[()+]/g, "\\$&")) });
    expect(call.getAttribute("href")?.replace(/\D/g, "")).toBe(settings.contact.phone.replace(/\D/g, ""));
    const last = within(nav).getAllByRole("link").pop();
    expect(last).toHaveAttribute("href", GET_HELP_PATH);
  });

  it("opens and closes the mobile menu with its toggle and with Escape", async () => {
    const user = userEvent.setup();
    renderInSite(<Header path="/" />);
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-controls", "site-nav");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes the menu when the route changes", async () => {
    const user = userEvent.setup();
    const { rerender } = renderInSite(<Header path="/" />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    rerender(<Header path="/awareness" />);
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });
});
