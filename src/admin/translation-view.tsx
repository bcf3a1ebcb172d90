import { useEffect, useState } from "react";
import { whenSaved } from "./saved-events";
import { translationStep, type TranslationStep } from "./translation-notice";

/** A translation's step against the English as saved now, worked out again whenever the saved content is read. */
export function useTranslationStep(route: string | undefined, recorded: unknown): TranslationStep | undefined {
  const [step, setStep] = useState<TranslationStep>();
  useEffect(() => {
    let current = true;
    // Each reading is worked out apart (the browser's hashing is asynchronous): only the latest reading's answer is shown.
    let latest = 0;
    const stop = whenSaved((saved) => {
      if (!route) return;
      const reading = ++latest;
      void translationStep(route, recorded, saved.entries).then((next) => current && reading === latest && setStep(next));
    });
    return () => {
      current = false;
      stop();
    };
  }, [route, recorded]);
  return step;
}

/** The English sentences a translation has not caught up with: those the English has now, and those it no longer has. */
export function EnglishChanges({ step }: { step: TranslationStep | undefined }) {
  if (!step?.changes) return null;
  const list = (title: string, lines: string[]) =>
    lines.length > 0 && (
      <>
        <p style={{ margin: "0.75rem 0 0.25rem", fontWeight: 700 }}>{title}</p>
        <ul style={{ margin: 0, paddingLeft: "1.25rem" }}>
          {lines.map((line, i) => (
            <li key={`${i}-${line}`}>{line}</li>
          ))}
        </ul>
      </>
    );
  return (
    <div data-english-changes="">
      {list("In the English now:", step.changes.added)}
      {list("No longer in the English:", step.changes.removed)}
    </div>
  );
}
