import { screen, within } from "@testing-library/react";
import { withoutAmount } from "../../src/gift-amount";
import userEvent from "@testing-library/user-event";
import { ButtonLink } from "../../src/components/button-link";
import { CallToAction } from "../../src/components/call-to-action";
import { GiveCard } from "../../src/components/give-card";
import { Hero } from "../../src/components/hero";
import { PillarCard } from "../../src/components/pillar-card";
import { ResourceCard } from "../../src/components/resource-card";
import { Section } from "../../src/components/section";
import { StatCard } from "../../src/components/stat-card";
import { TableOfContents } from "../../src/components/table-of-contents";
import { Testimonial } from "../../src/components/testimonial";
import { translate } from "../../src/i18n/strings";
import { settings } from "../../src/settings";
import { contentOf } from "../setup/content";
import { renderInSite } from "../setup/render";

/*
 * The components as the pages use them: every title, route and label below is read from the committed MDX
 * (through the content reader), so a writer's change of words changes what is expected, never the test.
 */
const english = contentOf().pages.filter((page) => page.locale === "en");
/** The text props of the first use of a component on the English pages that has all of `props`, and that use's children as written. */
function firstUse(component: string, ...props: string[]): Record<string, string> & { children: string } {
  for (const page of english)
    for (const use of page.mdx.components) {
      if (use.name !== component) continue;
      const text = Object.fromEntries([...use.props].flatMap(([key, value]) => (value.kind === "text" ? [[key, value.value]] : [])));
      if (props.every((prop) => prop in text)) return { ...text, children: `${component} text from ${page.file}` };
    }
  throw new Error(`no English page uses <${component}> with ${props.join(", ")}`);
}
const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string>) => translate("en", key, vars);

describe("campaign components", () => {
  it("StatCard shows its figure and what it counts", () => {
    const { value, children } = firstUse("StatCard", "value");
    renderInSite(<StatCard value={value}>{children}</StatCard>);
    expect(screen.getByText(value)).toBeInTheDocument();
    expect(screen.getByText(children)).toBeInTheDocument();
  });

  it("PillarCard leads to its page with a heading", () => {
    const { title, to, children } = firstUse("PillarCard", "title", "to");
    renderInSite(
      <PillarCard title={title} to={to}>
        {children}
      </PillarCard>,
    );
    expect(screen.getByRole("heading", { level: 3, name: title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t("card.learnMore", { title }) })).toHaveAttribute("href", to);
  });

  it("a Coming Soon ResourceCard has a disabled control that never opens anything", async () => {
    const user = userEvent.setup();
    const { title, children } = firstUse("ResourceCard", "title");
    renderInSite(
      <ResourceCard title={title} comingSoon>
        {children}
      </ResourceCard>,
    );
    const control = screen.getByRole("button", { name: t("card.comingSoon") });
    expect(control).toBeDisabled();
    await user.click(control);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  // Which form each card opens, titled and at its height, is checked on the real pages (campaign-pages.spec.ts).
  it.each([
    ["oneTime", withoutAmount(settings.donate.oneTime)],
    ["monthly", withoutAmount(settings.donate.monthly)],
    ["quarterly", withoutAmount(settings.donate.quarterly)],
  ] as const)("GiveCard %s opens its donation page in a new tab, safely (with no amount chosen)", (frequency, href) => {
    const { title, label, children } = firstUse("GiveCard", "title", "label");
    renderInSite(
      <GiveCard title={title} frequency={frequency} label={label}>
        {children}
      </GiveCard>,
    );
    const link = screen.getByRole("link", { name: new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) });
    expect(link).toHaveAttribute("href", href);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("ButtonLink is a real link, to a route or to an anchor", () => {
    const route = english.find((page) => page.route !== "/")!.route;
    const { id } = english.flatMap((page) => page.mdx.ids)[0];
    renderInSite(
      <>
        <ButtonLink to={route}>To a route</ButtonLink>
        <ButtonLink to={`#${id}`}>To an anchor</ButtonLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "To a route" })).toHaveAttribute("href", route);
    expect(screen.getByRole("link", { name: "To an anchor" })).toHaveAttribute("href", `#${id}`);
  });

  it("Section anchors its band and labels it with its h2", () => {
    const { title, children } = firstUse("Section", "title");
    renderInSite(
      <Section title={title} id="fixture-band" headingId="fixture-band-title">
        {children}
      </Section>,
    );
    const region = screen.getByRole("region", { name: title });
    expect(region).toHaveAttribute("id", "fixture-band");
    expect(within(region).getByRole("heading", { level: 2 })).toHaveTextContent(title);
  });

  it("CallToAction has its heading, text and button link", () => {
    const { title, to, label, children } = firstUse("CallToAction", "title", "to", "label");
    renderInSite(
      <CallToAction title={title} to={to} label={label}>
        {children}
      </CallToAction>,
    );
    expect(screen.getByRole("heading", { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: label })).toHaveAttribute("href", to);
  });

  it("Hero titles the page with the frontmatter title unless given one", () => {
    const untitled = english.find((page) => page.mdx.components.some((use) => use.name === "Hero" && !use.props.has("title")))!;
    const { title } = firstUse("Hero", "title");
    const { rerender } = renderInSite(<Hero />, { title: untitled.frontmatter!.title });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(untitled.frontmatter!.title);
    rerender(<Hero title={title} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(title);
  });

  it("Testimonial takes the survivor and the founder from the settings", () => {
    renderInSite(
      <>
        <Testimonial from="survivor">Fixture words of a survivor.</Testimonial>
        <Testimonial from="founder">Fixture words of the founder.</Testimonial>
      </>,
    );
    expect(screen.getByText(settings.survivor.name)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(t("testimonial.survivor")))).toBeInTheDocument();
    expect(screen.getByText(settings.founder.firstName)).toBeInTheDocument();
  });

  it("TableOfContents links to every heading the page has", () => {
    renderInSite(<TableOfContents />, {
      toc: [
        { id: "1-first", text: "1. First" },
        { id: "2-second", text: "2. Second" },
      ],
    });
    const links = within(screen.getByRole("navigation", { name: t("toc.title") })).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["#1-first", "#2-second"]);
  });
});
