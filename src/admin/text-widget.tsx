import type { ComponentType } from "react";

type Field = { get(key: string): unknown };
type Widget = Record<string, unknown>;

/**
 * How the page and story text is edited: Decap's own code widget (CodeMirror), which numbers the lines, so "line 200
 * of the text" in a check's message can be found, and wraps long lines as a paragraph reads. The screen reader hears
 * the field's label; contenteditable input is CodeMirror's choice for screen readers and phones.
 */
export const textControl = (Code: ComponentType<Record<string, unknown>>) =>
  function TextControl(props: Record<string, unknown> & { field: Field; widget: Widget }) {
    const codeMirrorConfig = {
      lineWrapping: true,
      inputStyle: "contenteditable",
      screenReaderLabel: String(props.field.get("label")),
    };
    return <Code {...props} widget={{ ...props.widget, codeMirrorConfig }} />;
  };
