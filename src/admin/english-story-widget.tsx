import type { ComponentType } from "react";
import { counterpart } from "../routes";
import { entryRoute, isNewEntry } from "./preview";
import { picked } from "./saved-events";

type ImmutableMap = { toJS(): unknown; get(key: string): unknown };
type ControlProps = { forID: string; classNameWrapper: string; entry: ImmutableMap } & Record<string, unknown>;

/**
 * The English story a translated story translates: on a new story, Decap's relation widget lists the English stories
 * to pick from (its file, and so its address, is named from the pick, config.ts); a saved story keeps its file name,
 * so the field only says whose twin it is.
 */
export const englishStoryControl = (Relation: ComponentType<Record<string, unknown>>) =>
  function EnglishStoryControl(props: ControlProps) {
    if (isNewEntry(props.entry)) {
      const onChange = props.onChange as (value: unknown, ...rest: unknown[]) => void;
      const tell = (value: unknown, ...rest: unknown[]) => {
        onChange(value, ...rest);
        picked(typeof value === "string" ? value : "");
      };
      return <Relation {...props} onChange={tell} />;
    }
    const route = entryRoute(props.entry);
    return (
      <p id={props.forID} className={props.classNameWrapper} style={{ font: "15px/1.5 system-ui, sans-serif", margin: 0 }}>
        {route
          ? `The Spanish of the English story at ${counterpart(route, "en")}: the two share a file name, and a saved story keeps its own.`
          : "A saved story keeps its file name."}
      </p>
    );
  };
