import { screen, within } from "@testing-library/react";
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
import { settings } from "../../src/settings";
import { renderInSite } from "../setup/render";

describe("campaign components", () => {
  it("StatCard shows its figure and what it counts", () => {
    renderInSite(<StatCard value="1 in 8">men diagnosed in their lifetime</StatCard>);
    expect(screen.getByText("1 in 8")).toBeInTheDocument();
    expect(screen.getByText("men diagnosed in their lifetime")).toBeInTheDocument();
  });

  it("PillarCard leads to its page with a heading", () => {
    renderInSite(
      <PillarCard title="Advocacy" to="/advocacy">
        Text
      </PillarCard>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Advocacy" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Learn more about Advocacy" })).toHaveAttribute("href", "/advocacy");
  });

  it("a Coming Soon ResourceCard has a disabled control that never opens anything", async () => {
    const user = userEvent.setup();
    renderInSite(
      <ResourceCard title="Outreach Kit" comingSoon>
        Soon
      </ResourceCard>,
    );
    const control = screen.getByRole("button", { name: "Coming Soon" });
    expect(control).toBeDisabled();
    await user.click(control);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  // Which form each card opens, titled and at its height, is checked on the real pages (campaign-pages.spec.ts).
  it.each([
    ["oneTime", settings.donate.oneTime],
    ["monthly", settings.donate.monthly],
    ["quarterly", settings.donate.quarterly],
  ] as const)("GiveCard %s opens its donation page in a new tab, safely", (frequency, href) => {
    renderInSite(
      <GiveCard title="Gift" frequency={frequency} label="Give">
        Text
      </GiveCard>,
    );
    const link = screen.getByRole("link", { name: /Give/ });
    expect(link).toHaveAttribute("href", href);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("ButtonLink is a real link, to a route or to an anchor", () => {
    renderInSite(
      <>
        <ButtonLink to="/donate">Support Our Mission</ButtonLink>
        <ButtonLink to="#ways-to-give">Donate Now</ButtonLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "Support Our Mission" })).toHaveAttribute("href", "/donate");
    expect(screen.getByRole("link", { name: "Donate Now" })).toHaveAttribute("href", "#ways-to-give");
  });

  it("Section anchors its band and labels it with its h2", () => {
    renderInSite(
      <Section title="Ways to Give" id="ways-to-give" headingId="ways-to-give-title">
        x
      </Section>,
    );
    const region = screen.getByRole("region", { name: "Ways to Give" });
    expect(region).toHaveAttribute("id", "ways-to-give");
    expect(within(region).getByRole("heading", { level: 2 })).toHaveTextContent("Ways to Give");
  });

  it("CallToAction has its heading, text and button link", () => {
    renderInSite(
      <CallToAction title="Be the Reason a Man Gets Checked" to="/donate" label="Support the Movement">
        Give today.
      </CallToAction>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Be the Reason a Man Gets Checked" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Support the Movement" })).toHaveAttribute("href", "/donate");
  });

  it("Hero titles the page with the frontmatter title unless given one", () => {
    const { rerender } = renderInSite(<Hero />, { title: "Daniel's Journey: From Pain to Purpose" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Daniel's Journey: From Pain to Purpose");
    rerender(<Hero title="Awareness: Don't Wait. Get Checked." />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Awareness: Don't Wait. Get Checked.");
  });

  it("Testimonial takes the survivor and the founder from the settings", () => {
    renderInSite(
      <>
        <Testimonial from="survivor">Get checked.</Testimonial>
        <Testimonial from="founder">Amen.</Testimonial>
      </>,
    );
    expect(screen.getByText(settings.survivor.name)).toBeInTheDocument();
    expect(screen.getByText(/Survivor/)).toBeInTheDocument();
    expect(screen.getByText(settings.founder.firstName)).toBeInTheDocument();
  });

  it("TableOfContents links to every heading the page has", () => {
    renderInSite(<TableOfContents />, {
      toc: [
        { id: "1-first", text: "1. First" },
        { id: "2-second", text: "2. Second" },
      ],
    });
    const links = within(screen.getByRole("navigation", { name: "Contents" })).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["#1-first", "#2-second"]);
  });
});
