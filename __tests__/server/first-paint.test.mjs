// The first-paint benchmark's arithmetic (tools/bench/first-paint.mjs): medians, the paint-first order in
// every run, and what it fails. The runs are made up here; the benchmark itself needs a quiet machine.
import assert from "node:assert/strict";
import { test } from "node:test";
import { firstPaintReport, firstPaintRow } from "../../tools/bench/first-paint.mjs";

const load = (lcp, tbt, firstScript, scriptTbt = 0) => ({ lcp, tbt, firstScript, scriptTbt });
const runs = (...loads) => loads;

test("a row takes medians, compares ours with the floor and the floor with itself", () => {
  const row = firstPaintRow("/", 4, {
    site: runs(load(500, 40, 600), load(520, 60, 610), load(900, 0, 1000)),
    floor: runs(load(480, 10), load(400, 20), load(460, 0)),
    again: runs(load(470, 30), load(520, 10), load(500, 0)),
  });
  assert.equal(row.lcp, 520);
  assert.equal(row.floorLcp, 460);
  assert.equal(row.ratio, 520 / 460);
  assert.equal(row.extraTbt, 40 - 10);
  assert.equal(row.selfRatio, 500 / 460);
  assert.equal(row.selfExtraTbt, 10 - 10);
  assert.equal(row.firstScript, 610);
  assert.equal(row.paintFirst, true);
});

test("one run with a script before the paint breaks the order, whatever the median says", () => {
  const row = firstPaintRow("/", 6, {
    site: runs(load(500, 0, 600), load(500, 0, 450), load(500, 0, 700)),
    floor: runs(load(500, 0), load(500, 0), load(500, 0)),
    again: runs(load(500, 0), load(500, 0), load(500, 0)),
  });
  assert.equal(row.paintFirst, false);
  assert.match(firstPaintReport([row]).short.join(), /\/ 6×: a script ran before the LCP paint/);
});

test("a miss larger than the floor's from itself fails; one within it is reported, not failed", () => {
  const floor = runs(load(500, 20), load(500, 20), load(500, 20));
  const row = (route, lcp, tbt, againLcp, againTbt) =>
    firstPaintRow(route, 6, {
      site: runs(load(lcp, tbt, lcp + 100), load(lcp, tbt, lcp + 100), load(lcp, tbt, lcp + 100)),
      floor,
      again: runs(load(againLcp, againTbt), load(againLcp, againTbt), load(againLcp, againTbt)),
    });
  // The floor against itself: LCP up to 10 % and TBT up to 40 ms apart over this run's routes.
  const rows = [row("/a", 540, 58, 550, 20), row("/b", 600, 20, 500, 60), row("/c", 500, 120, 500, 20)];
  const { short, unresolved, table } = firstPaintReport(rows);
  assert.deepEqual(short, ["/b 6×: LCP 1.20× the floor", "/c 6×: TBT 100 ms over the floor"]);
  assert.deepEqual(unresolved, ["/a 6×: LCP 1.08× the floor", "/a 6×: TBT 38 ms over the floor"]);
  assert.match(table, /at 6× the floor against itself moved LCP by up to 10 % and TBT by up to 40 ms/);
  assert.equal(table.split("\n").filter((line) => /^\| \/[abc] \| 6× \|/.test(line)).length, 3);
});
