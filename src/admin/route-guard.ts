/**
 * Decap keeps its open editor when the address moves straight from one entry to another (typed, or Back): the new
 * address then shows, and saves, the old entry (decap-cms#2739). So such a move reloads the editor at the new address,
 * after asking, when the open entry has unsaved changes, whether to drop them (staying on the entry if not).
 * Decap's own moves between two entry addresses are left to it: a new entry's first save (…/new to …/entries/<name>)
 * and a duplicate (…?duplicate=true).
 */
const ENTRY = /^#\/collections\/([^/?#]+)\/(?:entries\/([^?#]+)|new)/;

/** The entry an address opens (collection and name; "" for a new one), or undefined for any other screen. */
export const entryAt = (hash: string): { collection: string; name: string } | undefined => {
  const match = ENTRY.exec(hash);
  return match ? { collection: match[1], name: match[2] ? decodeURIComponent(match[2]) : "" } : undefined;
};

/** Whether a move from one address to another must reload the editor: a move between two entries Decap would not make. */
export function needsReload(from: string, to: string): boolean {
  const [before, after] = [entryAt(from), entryAt(to)];
  if (!before || !after || /[?&]duplicate=true/.test(to)) return false;
  if (before.collection === after.collection && before.name === after.name) return false;
  const firstSave = before.name === "" && before.collection === after.collection;
  return !firstSave;
}

/** Decap's toolbar says "Unsaved Changes" while the open entry differs from what was saved. */
const UNSAVED = "Unsaved Changes";
const hasUnsavedChanges = (doc: Document) =>
  [...doc.querySelectorAll("div, span")].some((el) => el.childElementCount === 0 && el.textContent === UNSAVED);

/** Installs the guard on `win`; it must run before Decap starts, so it hears an address change before Decap's router does. */
export function guardEntryRoutes(win: Window = window) {
  let leaving = false;
  win.addEventListener(
    "beforeunload",
    (event) => {
      // The writer already chose to drop the changes: Decap's own "leave this page?" would ask a second time.
      if (leaving) event.stopImmediatePropagation();
    },
    { capture: true },
  );
  win.addEventListener(
    "hashchange",
    (event) => {
      const from = new URL(event.oldURL).hash;
      const to = new URL(event.newURL).hash;
      if (!needsReload(from, to)) return;
      // Decap's router must not see it: it would show the old entry under the new address.
      event.stopImmediatePropagation();
      if (
        hasUnsavedChanges(win.document) &&
        !win.confirm("This entry has changes that are not saved. Leave them and open the other entry?")
      ) {
        // Back to the entry being edited, without a second hashchange.
        win.history.replaceState(win.history.state, "", from || "#/");
        return;
      }
      leaving = true;
      win.location.reload();
    },
    { capture: true },
  );
}
