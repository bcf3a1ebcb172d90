import { declineBackupOffer, FIELDS_TO_FIX, NOT_SAVED, refusal, writerPhrases } from "../../src/admin/decap-words";

describe("Decap's words, where the editor says them otherwise", () => {
  it("shows a refused save as its message alone, under the writer's heading, keeping Decap's other phrases", () => {
    const english = {
      ui: { toast: { onFailToPersist: "Failed to persist entry: %{details}", missingRequiredField: "Oops", entrySaved: "Entry saved" } },
      editor: {
        editor: { onLeavePage: "Leave?" },
        editorControlPane: { widget: { required: "%{fieldLabel} is required.", regexPattern: "x", range: "r" } },
      },
    };
    const phrases = writerPhrases(english);
    expect(phrases.ui.toast).toEqual({ onFailToPersist: NOT_SAVED, missingRequiredField: FIELDS_TO_FIX, entrySaved: "Entry saved" });
    expect(phrases.editor.editor).toBe(english.editor.editor);
    // The field messages still name their field (Decap fills in %{fieldLabel}), in the writer's words.
    const widget = phrases.editor.editorControlPane.widget;
    expect(widget.range).toBe("r");
    expect(widget.required).toContain("%{fieldLabel}");
    expect(widget.regexPattern).toMatch(/%\{fieldLabel\}.*%\{pattern\}/);
    expect(widget.required).not.toBe(english.editor.editorControlPane.widget.required);
    expect(NOT_SAVED).toContain("%{details}");
    // Decap puts the error into %{details} as text.
    expect(String(refusal("The field “Date” is not a date."))).toBe("The field “Date” is not a date.");
    expect(String(new Error("x"))).toBe("Error: x");
  });

  it("declines Decap's backup offer without asking, and asks every other question as the browser would", () => {
    const asked: (string | undefined)[] = [];
    const confirm = declineBackupOffer((message) => {
      asked.push(message);
      return true;
    }, "A local backup was recovered");
    expect(confirm("A local backup was recovered")).toBe(false);
    expect(confirm("Leave unsaved changes?")).toBe(true);
    expect(asked).toEqual(["Leave unsaved changes?"]);
  });
});
