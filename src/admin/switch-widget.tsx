import type { ComponentType } from "react";

type Field = { get(key: string): unknown };

/** What a switch shows: the file's value, or, for a switch the file leaves out, what leaving it out means (its default). */
export const switchValue = (value: unknown, fallback: unknown): boolean => (typeof value === "boolean" ? value : fallback === true);

/**
 * A page's or story's on/off field: Decap's boolean widget, showing a switch the file leaves out as its default. The
 * entry keeps no value for it (formats.ts), so turning it on again after a save is a change Decap will save, and the
 * file says nothing where it said nothing.
 */
export const switchControl = (Boolean: ComponentType<Record<string, unknown>>) =>
  function SwitchControl(props: Record<string, unknown> & { value?: unknown; field: Field }) {
    return <Boolean {...props} value={switchValue(props.value, props.field.get("default"))} />;
  };
