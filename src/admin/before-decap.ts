/**
 * What must happen before Decap's module runs (index.tsx imports this first): Decap creates its store, which reads the
 * lists' saved order, when its module is evaluated, and its router listens for address changes once it starts.
 */
import { guardEntryRoutes } from "./route-guard";

/** Where Decap keeps each list's order (its own key). */
const SORT_KEY = "decap-cms.entries.sort";

// Stories are listed newest first until the writer picks another order, which Decap then keeps.
if (!localStorage.getItem(SORT_KEY)) {
  const newestFirst = { date: { key: "date", direction: "Descending", index: 0 } };
  localStorage.setItem(SORT_KEY, JSON.stringify({ stories: newestFirst, stories_es: newestFirst }));
}

// The text editor (Decap's code widget) starts in CodeMirror's light theme, as the rest of the editor is, not its dark
// one; a theme the writer picks in its settings is kept.
const THEME_KEY = "cms.codemirror.theme";
if (!localStorage.getItem(THEME_KEY)) localStorage.setItem(THEME_KEY, "default");

// Before Decap starts, so the guard hears an address change first.
guardEntryRoutes();
