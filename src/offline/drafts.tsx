import { useEffect, useRef, useState } from 'react';
import { syncText } from '../i18n/sync';
import { userAtom } from '../state/session';
import { appStore } from '../state/store';
import { withLocalImages } from './deferredUploads';
import { deleteLocal, localKey, readLocal, writeLocal } from './localStore';

/**
 * Forms being filled (a card, a board, a mind map, an announcement, a profile edit) are kept on
 * the device as they change (issue 18), for the signed-in student only, and offered back where
 * they were after a reload or a closed tab; a draft goes once its form is saved or discarded.
 */
const WRITE_DELAY_MS = 250;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function keyOf(name: string): string | null {
  const userId = appStore.get(userAtom)?.id;
  return userId ? localKey(userId, `draft:${name}`) : null;
}

/** The draft as it was left; an image picked offline in it is shown from the device again. */
export async function readDraft<T>(name: string): Promise<T | undefined> {
  const key = keyOf(name);
  const kept = key ? await readLocal<T>('drafts', key) : undefined;
  return kept === undefined ? undefined : withLocalImages(kept);
}

/** Stores `value` shortly (the last of quick changes wins). */
export function keepDraft(name: string, value: unknown): void {
  const key = keyOf(name);
  if (!key) return;
  clearTimeout(timers.get(key));
  timers.set(
    key,
    setTimeout(() => {
      timers.delete(key);
      void writeLocal('drafts', key, value);
    }, WRITE_DELAY_MS),
  );
}

export function dropDraft(name: string): void {
  const key = keyOf(name);
  if (!key) return;
  clearTimeout(timers.get(key));
  timers.delete(key);
  void deleteLocal('drafts', key);
}

/**
 * Keeps the draft `name` of a state held outside React (an editor's store): after each change
 * heard through `subscribe`, shortly, `snapshot()` is kept, or the draft dropped when it answers
 * null (nothing unsaved). Answers the unsubscribe.
 */
export function followDraft<T>(name: string, subscribe: (listener: () => void) => () => void, snapshot: () => T | null): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = subscribe(() => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const value = snapshot();
      if (value === null) dropDraft(name);
      else keepDraft(name, value);
    }, WRITE_DELAY_MS);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

export interface FormDraft<T> {
  /** The form was taken back from the device (a notice offers to discard it). */
  restored: boolean;
  /** Back to the form's start; the draft goes. */
  discard(): void;
  /** The form was saved and now shows `next`, its new start: the draft goes. */
  saved(next: T): void;
}

/**
 * A form's state kept as the draft `name`: the draft left on the device replaces `initial` once
 * read, and every change that differs from the form's start is kept; back at its start, none.
 */
export function useFormDraft<T>(name: string, initial: T): [T, (change: (current: T) => T) => void, FormDraft<T>] {
  const [value, setValue] = useState(initial);
  const [restored, setRestored] = useState(false);
  const start = useRef(initial);
  const touched = useRef(false);
  useEffect(() => {
    let live = true;
    void readDraft<T>(name).then((kept) => {
      // A change typed before the draft was read wins over it.
      if (!live || kept === undefined || touched.current) return;
      setValue(kept);
      setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [name]);

  useEffect(() => {
    if (!touched.current) return;
    if (JSON.stringify(value) === JSON.stringify(start.current)) dropDraft(name);
    else keepDraft(name, value);
  }, [name, value]);

  const update = (change: (current: T) => T) => {
    touched.current = true;
    setValue(change);
  };
  const reset = (next: T) => {
    touched.current = false;
    start.current = next;
    dropDraft(name);
    setRestored(false);
    setValue(next);
  };
  return [value, update, { restored, discard: () => reset(start.current), saved: reset }];
}

/** Says a form was taken back from the device where it was left, with a way to discard it. */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <p className="draft-notice" role="status">
      <span>{syncText.draftRestored}</span>
      <button type="button" className="btn btn--ghost btn--sm" onClick={onDiscard}>
        {syncText.discardDraft}
      </button>
    </p>
  );
}
