import { useEffect, useRef, type ComponentType } from "react";
import { whenWritten } from "./saved-events";

type Field = { get(key: string): unknown };
type Widget = Record<string, unknown>;
type Editor = {
  clearHistory(): void;
  setCursor(pos: { line: number; ch: number }, ch?: number, options?: { scroll: boolean }): void;
  replaceSelection(text: string): void;
};

/** Enter starts a line at its left edge: the text is MDX, where a line's leading spaces make it code, not prose. */
const plainEnter = (cm: Editor) => cm.replaceSelection("\n");

/**
 * How the page and story text is edited: Decap's own code widget (CodeMirror), which numbers the lines, so "line 200
 * of the text" in a check's message can be found, and wraps long lines as a paragraph reads. The screen reader hears
 * the field's label; contenteditable input is CodeMirror's choice for screen readers and phones.
 */
export const textControl = (Code: ComponentType<Record<string, unknown>>) =>
  function TextControl(props: Record<string, unknown> & { field: Field; widget: Widget }) {
    const box = useRef<HTMLDivElement>(null);
    // CodeMirror is filled with the text with its cursor at the end, and the editor's pane scrolls there: an entry
    // opens at its fields and its first line instead.
    const editor = () => (box.current?.querySelector(".CodeMirror") as { CodeMirror?: Editor } | null)?.CodeMirror;
    useEffect(() => {
      const frame = requestAnimationFrame(() => {
        editor()?.setCursor({ line: 0, ch: 0 }, undefined, { scroll: false });
        for (let pane = box.current?.parentElement; pane; pane = pane.parentElement) if (pane.scrollTop > 0) pane.scrollTop = 0;
      });
      return () => cancelAnimationFrame(frame);
    }, []);
    // Undo goes back as far as the last save (saved-events.ts says why).
    useEffect(() => whenWritten(() => editor()?.clearHistory()), []);
    const codeMirrorConfig = {
      lineWrapping: true,
      inputStyle: "contenteditable",
      screenReaderLabel: String(props.field.get("label")),
      extraKeys: { Enter: plainEnter },
    };
    return (
      <div ref={box}>
        <Code {...props} widget={{ ...props.widget, codeMirrorConfig }} />
      </div>
    );
  };
