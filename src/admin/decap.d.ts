/** The parts of Decap 3.6's API the admin uses, for its prebuilt file (the package's own types are those of later releases). */
declare module "decap-cms-app/dist/decap-cms-app.js" {
  import type { ComponentType } from "react";

  type Formatter = { fromFile(text: string): Record<string, unknown>; toFile(data: Record<string, unknown>): string };
  type EventHandler = (event: { entry: never; author: unknown }) => unknown;
  const CMS: {
    init(options: { config: object }): void;
    registerCustomFormat(name: string, extension: string, formatter: Formatter): void;
    registerPreviewTemplate(collection: string, component: ComponentType<never>): void;
    registerWidget(name: string, control: ComponentType<never>, preview?: ComponentType<never>, schema?: object): void;
    registerLocale(locale: string, phrases: object): void;
    /** The phrases of a language Decap ships (the app registers them all), by section: ui.toast, editor.editor, … */
    getLocale(locale: string): {
      ui: { toast: Record<string, string> };
      editor: { editor: Record<string, string>; editorControlPane: { widget: Record<string, string> } };
    } & Record<string, unknown>;
    /** A widget Decap ships ("relation", …): its control is given the props Decap gives every control. */
    getWidget(name: string): {
      control: ComponentType<Record<string, unknown>>;
      preview: ComponentType<never>;
      schema: object;
    };
    registerEventListener(listener: { name: "preSave" | "postSave"; handler: EventHandler }): void;
  };
  export default CMS;
}

/** The part of jsdiff (the "diff" package, which ships no types at this version) the translation step uses. */
declare module "diff" {
  export function diffLines(before: string, after: string): { value: string; added?: boolean; removed?: boolean }[];
}
