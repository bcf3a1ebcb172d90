import type { SavedContent } from "./checks";

/** Who waits for the saved content each time the preview reads it (the englishVersion widget, beside the preview). */
const savedListeners = new Set<(content: SavedContent) => void>();
let lastSaved: SavedContent | undefined;

/** Calls `listener` with the saved content now if it has been read, and each time it is read again; returns the unsubscribe. */
export function whenSaved(listener: (content: SavedContent) => void): () => void {
  savedListeners.add(listener);
  if (lastSaved) listener(lastSaved);
  return () => savedListeners.delete(listener);
}

/** Tells every listener the saved content just read, and hands it on. */
export const announced = (content: SavedContent) => {
  lastSaved = content;
  for (const listener of savedListeners) listener(content);
  return content;
};

/**
 * The English story picked for a new translated story (english-story-widget.tsx). Decap redraws a field's control
 * only when its own value changes, so the englishVersion widget beside it hears the pick here.
 */
const pickListeners = new Set<(name: string) => void>();
export const picked = (name: string) => {
  for (const listener of pickListeners) listener(name);
};
export function whenPicked(listener: (name: string) => void): () => void {
  pickListeners.add(listener);
  return () => pickListeners.delete(listener);
}

/**
 * A save has been written (Decap's postSave). The text widget forgets its undo history then: Decap compares an edited
 * entry with the entry as first loaded, so text undone to what it was before the save would show as saved, and be lost.
 */
const writtenListeners = new Set<() => void>();
export const written = () => {
  for (const listener of writtenListeners) listener();
};
export function whenWritten(listener: () => void): () => void {
  writtenListeners.add(listener);
  return () => writtenListeners.delete(listener);
}
