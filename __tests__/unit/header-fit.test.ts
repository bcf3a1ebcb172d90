/** @jest-environment node */
import { LOCALES } from "../../src/languages";
import { fitHeader, fontMeasure, headerFits, headerLabels } from "../../src/pipeline/header-fit";
import { HEADER_BOX } from "../../src/theme/header-box";

// The header's breakpoints are measured from its words; the browser test (every-route.spec.ts) checks the row they give.
describe("the header's breakpoints", () => {
  const measure = fontMeasure();

  it.each(LOCALES)("in %s, follow a writer's longer label: the row widens by the label's added width", (locale) => {
    const words = headerLabels(locale);
    const before = fitHeader(words, measure);
    const longer = { ...words, nav: words.nav.map((label, i) => (i === 1 ? `${label} ${label}` : label)) };
    const after = fitHeader(longer, measure);
    const added = (size: number) => measure(`${words.nav[1]} ${words.nav[1]}`, "body", size) - measure(words.nav[1], "body", size);
    expect(added(HEADER_BOX.text)).toBeGreaterThan(1);
    // At the row's full sizes and at its compact ones (where the whole row first fits).
    expect(after.roomy - before.roomy).toBeCloseTo(added(HEADER_BOX.text), 1);
    if (before.wide < before.roomy) expect(after.wide - before.wide).toBeCloseTo(added(HEADER_BOX.compact.text), 1);
    // The phone's row does not hold the menu's links, so its breakpoints stay.
    expect(after.menuWord).toBe(before.menuWord);
  });

  it("come in order, the phone's row first, and the wide row needs the full name's extra room", () => {
    for (const fit of Object.values(headerFits(measure))) {
      expect([fit.menuWord, fit.shortName, fit.wide, fit.fullName].every((em, i, all) => i === 0 || em > all[i - 1])).toBe(true);
      // The compact row fits before the full one does; the full name needs the full row's room.
      expect(fit.wide).toBeLessThanOrEqual(fit.roomy);
      expect(fit.fullName).toBeGreaterThanOrEqual(fit.roomy);
      expect(fit.rowMax - fit.fullName).toBeGreaterThanOrEqual(0);
    }
  });
});
