import { declineBackupOffer, NOT_SAVED, refusal, writerPhrases } from "../../src/admin/decap-words";

describe("Decap's words, where the editor says them otherwise", () => {
  it("shows a refused save as its message alone, under the writer's heading, keeping Decap's other phrases", () => {
    const english = {
      ui: { toast: { onFailToPersist: "Failed to persist entry: %{details}", entrySaved: "Entry saved" } },
      editor: { x: "y" },
    };
    const phrases = writerPhrases(english);
    expect(phrases.ui.toast).toEqual({ onFailToPersist: NOT_SAVED, entrySaved: "Entry saved" });
    expect(phrases.editor).toBe(english.editor);
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
