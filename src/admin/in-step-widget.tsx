import { useEffect, useState } from "react";
import { storyRoute } from "../routes";
import { collectionOf } from "./config";
import { entryRoute, isNewEntry } from "./preview";
import { whenPicked } from "./saved-events";
import { MARK_IN_STEP, translationMessage } from "./translation-notice";
import { EnglishChanges, useTranslationStep } from "./translation-view";

type ImmutableMap = { toJS(): unknown; get(key: string): unknown };

/** What Decap gives a field's control that this one uses. */
type ControlProps = { value?: string; onChange(value: string): void; forID: string; classNameWrapper: string; entry: ImmutableMap };

/**
 * The englishVersion field of a translation: where it stands against its English page as saved now, the English
 * sentences changed since, and a button that records the English version (the field's value) once the changes are in.
 */
export function EnglishVersionControl({ value, onChange, forID, classNameWrapper, entry }: ControlProps) {
  // A new translated story's route comes from the English story picked beside it (Decap does not redraw this field then).
  const [pick, setPick] = useState("");
  useEffect(() => whenPicked(setPick), []);
  const { story, locale } = collectionOf(entry.get("collection"));
  const route = story && pick && isNewEntry(entry) ? storyRoute(pick, locale) : entryRoute(entry);
  const step = useTranslationStep(route, value);
  const message = translationMessage(step);
  return (
    <div className={classNameWrapper} style={{ font: "15px/1.5 system-ui, sans-serif" }}>
      {/* The field's label points at forID: on the status it names nothing else (on the button it would replace the button's words). */}
      <p id={forID} role="status" style={{ margin: 0 }}>
        {!step
          ? "No English page or story has this one's address without /es, so there is nothing to compare with: a Spanish page translates the English page at that address, and a Spanish story the English story whose file has the same name."
          : (message ?? `In step with the English page (${step.englishRoute}) as it is saved now.`)}
      </p>
      <EnglishChanges step={step} />
      {step && step.status !== "current" && (
        <button
          type="button"
          aria-describedby={forID}
          onClick={() => onChange(step.version)}
          style={{ marginTop: "0.75rem", font: "inherit", fontWeight: 700, padding: "0.5rem 1rem", cursor: "pointer" }}
        >
          {MARK_IN_STEP}
        </button>
      )}
    </div>
  );
}
