import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * Which rich-text field holds the live editor: at most one TipTap instance on a screen
 * (ARCHITECTURE.md, Client); every other field shows its sanitised HTML until focused.
 */
let active: string | null = null;
const listeners = new Set<() => void>();

function setActive(id: string | null) {
  if (active === id) return;
  active = id;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether field `id` is the live one, and a function making it so. */
export function useActiveField(id: string): [boolean, () => void] {
  const isActive = useSyncExternalStore(subscribe, () => active === id, () => false);
  const activate = useCallback(() => setActive(id), [id]);
  // A field that goes away frees the editor.
  useEffect(() => () => {
    if (active === id) setActive(null);
  }, [id]);
  return [isActive, activate];
}
