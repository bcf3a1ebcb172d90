import { act, fireEvent, screen, within } from "@testing-library/react";
import { pageAddress } from "../../src/routes";
import userEvent from "@testing-library/user-event";
import { Header } from "../../src/components/header";
import { NAV_PAGES, siteLinks, SOLID_HEADER_THRESHOLD } from "../../src/constants";
import { translate } from "../../src/i18n/strings";
import { settings } from "../../src/settings";
import { contentOf, linksIn } from "../setup/content";
import { renderInSite } from "../setup/render";

/** The menu as the build gives it: each page's route read from the content. */
const links = linksIn();
const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string>) => translate("en", key, vars);

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });

describe("Header", () => {
  afterEach(() => scrollTo(0));

  it("is transparent at the top and at exactly the threshold, solid one pixel past it", () => {
    renderInSite(<Header path="/" />);
    const header = screen.getByRole("banner");
    expect(header).toHaveAttribute("data-solid", "false");
    scrollTo(SOLID_HEADER_THRESHOLD);
    expect(header).toHaveAttribute("data-solid", "false");
    scrollTo(SOLID_HEADER_THRESHOLD + 1);
    expect(header).toHaveAttribute("data-solid", "true");
    scrollTo(0);
    expect(header).toHaveAttribute("data-solid", "false");
  });

  it("stays solid at the top on pages that ask for it", () => {
    renderInSite(<Header path="/privacy" alwaysSolid />);
    expect(screen.getByRole("banner")).toHaveAttribute("data-solid", "true");
  });

  it("links the logo home and lists the six pages' routes, as the content gives them, with their labels, in order", () => {
    renderInSite(<Header path="/" />);
    expect(screen.getByRole("link", { name: t("header.home", { name: settings.organisation.name }) })).toHaveAttribute("href", "/");
    const main = screen.getByRole("navigation", { name: t("nav.main") });
    const links = within(within(main).getByRole("list")).getAllByRole("link");
    expect(NAV_PAGES).toHaveLength(6);
    const byFile = new Map(contentOf().pages.map((page) => [page.file, page.route]));
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual(
      NAV_PAGES.map(({ label, file }) => [t(label), pageAddress(byFile.get(file)!)]),
    );
  });

  it("will not build a menu that links to a page the content lacks, and names the page", () => {
    const [first, ...rest] = NAV_PAGES;
    const pages = contentOf().pages.filter((page) => page.file !== first.file);
    expect(() => siteLinks(pages)).toThrow(new RegExp(`^${first.file.replace(/\./g, "\\.")}: the header or footer links to this page`));
    expect(
      siteLinks(contentOf().pages)
        .nav.slice(1)
        .map((item) => item.label),
    ).toEqual(rest.map((page) => page.label));
  });

  it("will not send the Donate buttons to an anchor the Aid page lacks, and names the page and the anchor", () => {
    const pages = contentOf().pages.map((page) =>
      page.route === links.donate.split("#")[0] ? { ...page, mdx: { ...page.mdx, anchors: new Set<string>() } } : page,
    );
    const [file] = pages.filter((page) => page.route === links.donate.split("#")[0]).map((page) => page.file);
    expect(() => siteLinks(pages)).toThrow(`${file}: every Donate button in the header opens this page at #${links.donate.split("#")[1]}`);
  });

  it("keeps Get Help and Donate in the row before the menu's button, their twins after the menu's links, and ends the phone menu with a call link", () => {
    renderInSite(<Header path="/" />);
    const banner = screen.getByRole("banner");
    // Each twice: the row's pair shows where the menu is behind its button, the menu's where the row holds it
    // (CSS decides; jsdom shows both). The row's pair comes before the button, so a phone reaches help first.
    const help = within(banner).getAllByRole("link", { name: t("header.help") });
    const donate = within(banner).getAllByRole("link", { name: t("header.donate") });
    expect(help.map((a) => a.getAttribute("href"))).toEqual([pageAddress(links.help), pageAddress(links.help)]);
    expect(donate.map((a) => a.getAttribute("href"))).toEqual([pageAddress(links.donate), pageAddress(links.donate)]);
    const toggle = within(banner).getByRole("button", { name: t("nav.menu") });
    const before = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before(help[0], donate[0]) && before(donate[0], toggle)).toBe(true);
    const main = screen.getByRole("navigation", { name: t("nav.main") });
    expect(within(main).getAllByRole("link", { name: t("header.help") })).toEqual([help[1]]);
    expect(within(main).getAllByRole("link", { name: t("header.donate") })).toEqual([donate[1]]);
    const call = within(main).getByRole("link", { name: new RegExp(settings.contact.phone.replace(/[()+]/g, "\\$&")) });
    expect(call.getAttribute("href")?.replace(/\D/g, "")).toBe(settings.contact.phone.replace(/\D/g, ""));
    expect(within(main).getAllByRole("link").pop()).toBe(call);
  });

  it("opens and closes the mobile menu with its toggle and with Escape", async () => {
    const user = userEvent.setup();
    renderInSite(<Header path="/" />);
    const toggle = screen.getByRole("button", { name: t("nav.menu") });
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
    await user.click(screen.getByRole("button", { name: t("nav.menu") }));
    rerender(<Header path="/awareness" />);
    expect(screen.getByRole("button", { name: t("nav.menu") })).toHaveAttribute("aria-expanded", "false");
  });
});
