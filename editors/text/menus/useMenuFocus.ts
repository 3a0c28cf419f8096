import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { nextMenuIndex } from './menuKeys';

/**
 * Keyboard and pointer behaviour of a menu: focus goes to its first item when it opens, arrow
 * keys move between items (`columns` for a grid), Escape, Tab, a press outside and a scrolled
 * box inside the page close it.
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
    // The page's scroll carries the menu along with its field; a box scrolled inside the page
    // (a list, the map's frame) would leave the menu behind: the menu closes.
    const closeOnScroll = (event: Event) => {
      if (event.target instanceof Element && !menu.current?.contains(event.target)) onClose();
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('scroll', closeOnScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('scroll', closeOnScroll, { capture: true });
    };
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
