/** @jest-environment node */
import { LOCALES } from "../../src/languages";
import { fitHeader, fontMeasure, headerFits, headerLabels } from "../../src/pipeline/header-fit";

// The header's breakpoints are measured from its words; the browser test (every-route.spec.ts) checks the row they give.
describe("the header's breakpoints", () => {
  const measure = fontMeasure();

  it.each(LOCALES)("in %s, follow a writer's longer label: the row widens by the label's added width", (locale) => {
    const words = headerLabels(locale);
    const before = fitHeader(words, measure);
    const longer = { ...words, nav: words.nav.map((label, i) => (i === 1 ? `${label} ${label}` : label)) };
    const after = fitHeader(longer, measure);
    const added = measure(`${words.nav[1]} ${words.nav[1]}`, "body", 1.125) - measure(words.nav[1], "body", 1.125);
    expect(added).toBeGreaterThan(1);
    expect(after.wide - before.wide).toBeCloseTo(added, 1);
    // The phone's row does not hold the menu's links, so its breakpoints stay.
    expect(after.menuWord).toBe(before.menuWord);
  });

  it("come in order, the phone's row first, and the wide row needs the full name's extra room", () => {
    for (const fit of Object.values(headerFits(measure))) {
      expect([fit.menuWord, fit.shortName, fit.wide, fit.fullName].every((em, i, all) => i === 0 || em > all[i - 1])).toBe(true);
      expect(fit.rowMax - fit.fullName).toBeGreaterThanOrEqual(0);
    }
  });
});
