import { screen } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { validateSettings } from "../../src/content-checks/check-settings";
import { GiftAmount } from "../../src/components/giving";
import { AMOUNT, takesAmount, withAmount, withoutAmount } from "../../src/gift-amount";
import { SettingsProvider } from "../../src/hooks/use-locale";
import { settingsReader, type SettingsFile } from "../../src/settings";
import { STRINGS } from "../../src/i18n/strings";
import { renderInSite } from "../setup/render";
import { contentOf, ladderAmounts } from "../setup/content";

const file = JSON.parse(readFileSync("content/settings.json", "utf8")) as SettingsFile;
/** The settings with another one-time giving address. */
const withOneTime = (oneTime: string): SettingsFile => ({ ...file, donate: { ...file.donate, oneTime } });
const base = withoutAmount(file.donate.oneTime).replace(/\?$/, "");

describe("a giving address that takes an amount", () => {
  it("is opened with the amount chosen on the ladder, and without it everywhere else", () => {
    const template = `${base}?campaign=spring&amount=${AMOUNT}`;
    expect(takesAmount(template)).toBe(true);
    expect(withAmount(template, "250")).toBe(`${base}?campaign=spring&amount=250`);
    expect(withoutAmount(template)).toBe(`${base}?campaign=spring`);
    expect(withoutAmount(base)).toBe(base);
  });

  it("is refused by the build when the amount stands anywhere but a query value", () => {
    expect(validateSettings(withOneTime(`${base}?amount=${AMOUNT}`))).toEqual([]);
    const [message] = validateSettings(withOneTime(`${base}/${AMOUNT}`));
    expect(message).toMatch(/donate\.oneTime/);
  });
});

describe("an amount on the ladder", () => {
  const render = (oneTime: string) =>
    renderInSite(
      <SettingsProvider value={settingsReader(withOneTime(oneTime))}>
        <p>
          <GiftAmount amount="50">$50</GiftAmount> helps.
        </p>
      </SettingsProvider>,
    );

  it("is a choice that opens the giving page with that amount, heard as a gift of it", () => {
    render(`${base}?amount=${AMOUNT}`);
    const link = screen.getByRole("link");
    expect(link).toHaveAttribute("href", `${base}?amount=50`);
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAccessibleName(`${STRINGS.en["give.amount"]} $50${STRINGS.en["link.newTab"]}`);
  });

  it("stays bold text where the address takes no amount", () => {
    render(base);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("$50").tagName).toBe("STRONG");
  });

  it("is read from every ladder's bold amounts, in both languages", () => {
    const ladders = contentOf(process.cwd()).pages.filter((page) => page.text.includes("<GiftLadder>"));
    expect(ladders.map((page) => page.locale).sort()).toEqual(["en", "es"]);
    for (const { text } of ladders) {
      const bold = [...text.slice(text.indexOf("<GiftLadder>"), text.indexOf("</GiftLadder>")).matchAll(/^- \*\*\D*([\d,]+)/gm)];
      expect(ladderAmounts(text)).toEqual(bold.map((m) => m[1].replace(/,/g, "")));
    }
  });
});
