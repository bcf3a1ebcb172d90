/**
 * Where Decap's own words fail a writer, and what the editor says instead. Decap 3.6 takes its words from its English
 * phrases (registered by the app's module); these are merged over them before it starts (index.tsx).
 */

/** A save the checks refused, or one that failed: Decap's "Failed to persist entry: Error: …" says it in developers' words. */
export const NOT_SAVED = "Not saved yet. %{details}";

/** A save Decap's own checks stopped (a required field empty, a pattern not matched): which fields, each says. */
export const FIELDS_TO_FIX = "Not saved yet. Each field marked in red says what it needs.";

type Phrases = {
  ui: { toast: Record<string, string> };
  editor: { editorControlPane: { widget: Record<string, string> } } & Record<string, unknown>;
} & Record<string, unknown>;

/** Decap's English phrases with the writer's words over them. */
export const writerPhrases = (english: Phrases): Phrases => ({
  ...english,
  ui: { ...english.ui, toast: { ...english.ui.toast, onFailToPersist: NOT_SAVED, missingRequiredField: FIELDS_TO_FIX } },
  editor: {
    ...english.editor,
    editorControlPane: {
      ...english.editor.editorControlPane,
      widget: {
        ...english.editor.editorControlPane.widget,
        required: "“%{fieldLabel}” needs filling in.",
        regexPattern: "“%{fieldLabel}” is not written as it needs to be: %{pattern}.",
      },
    },
  },
});

/** An error whose text is its message alone: Decap shows a refused save's error as text, which would start "Error: ". */
export function refusal(message: string): Error {
  const error = new Error(message);
  error.name = "";
  return error;
}

/**
 * Decap's offer to use "a local backup" of an entry restores nothing in 3.6: the backup is read while the entry loads,
 * and the entry, arriving after the writer's yes, replaces it (seen in the cms session; decaporg/decap-cms#3433 asks to
 * redo the flow). Rather than a promise it does not keep, the offer is declined, which deletes the backup; unsaved work
 * is kept by asking before it is left (Decap's leave prompt and route-guard.ts).
 */
export const declineBackupOffer =
  (confirm: (message?: string) => boolean, offer: string) =>
  (message?: string): boolean =>
    message === offer ? false : confirm(message);
