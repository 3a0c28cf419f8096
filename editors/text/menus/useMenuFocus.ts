import { useEffect, useRef, type KeyboardEvent } from 'react';
import { nextMenuIndex } from './menuKeys';

/**
 * Keyboard behaviour of a menu: focus goes to its first item when it opens, arrow keys move
 * between items (`columns` for a grid), Escape and Tab close it.
 */
export function useMenuFocus(onClose: () => void, columns = 1) {
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose();
      return;
    }
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const next = nextMenuIndex(event.key, items.indexOf(document.activeElement as HTMLElement), items.length, columns);
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  }
  return { menu, onKeyDown };
}
