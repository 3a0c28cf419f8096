import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { nextMenuIndex } from './menuKeys';

/**
 * Keyboard and pointer behaviour of a menu: focus goes to its first item when it opens, arrow
 * keys move between items (`columns` for a grid), Escape, Tab and a press outside close it.
 * A press on `opener` (the button that toggles the menu) is left to that button.
 */
export function useMenuFocus(onClose: () => void, columns = 1, opener?: RefObject<HTMLElement | null>) {
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);
  useEffect(() => {
    const close = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !opener?.current?.contains(target)) onClose();
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [onClose, opener]);
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
