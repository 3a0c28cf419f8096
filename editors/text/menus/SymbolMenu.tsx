import type { Editor } from '@tiptap/react';
import { useLayoutEffect, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { TextMenuLabels } from './labels';
import { MENU_SYMBOLS } from './menuKeys';
import { useMenuFocus } from './useMenuFocus';

const COLUMNS = 6;

/**
 * Puts `menu` under its button, right-aligned with it; above it when the screen ends below. It is
 * placed in the page, not on the screen: it scrolls with the button.
 */
function placeBy(menu: HTMLElement, opener: HTMLElement) {
  const box = opener.getBoundingClientRect();
  const left = Math.max(8, Math.min(box.right, window.innerWidth - 8) - menu.offsetWidth);
  const top = box.bottom + 4 + menu.offsetHeight > window.innerHeight ? box.top - 4 - menu.offsetHeight : box.bottom + 4;
  menu.style.left = `${left + window.scrollX}px`;
  menu.style.top = `${top + window.scrollY}px`;
}

function whereIs(element: HTMLElement): string {
  const box = element.getBoundingClientRect();
  return `${box.left + window.scrollX},${box.top + window.scrollY},${box.width},${box.height}`;
}

interface SymbolMenuProps {
  editor: Editor;
  labels: TextMenuLabels;
  onClose: () => void;
  /** The button that opens the menu (a press on it toggles the menu, it does not close it). */
  opener: RefObject<HTMLElement | null>;
}

/**
 * A grid of 24 symbols (Greek letters, math signs); choosing one inserts it into `editor`. Like the
 * right-click menu, it opens in the page's body: in a canvas card it would be scaled by the map's
 * zoom and could lie under the map's arrows and their texts.
 */
export function SymbolMenu({ editor, labels, onClose, opener }: SymbolMenuProps) {
  const { menu, onKeyDown } = useMenuFocus(onClose, COLUMNS, opener);
  // Placed once drawn, before it is painted: its own height decides whether it fits below. Then
  // it follows its button while open: on a canvas card typed in just before, the card grows (and
  // is centred again) once the text reaches it, a frame or more after the menu opened.
  useLayoutEffect(() => {
    const [element, button] = [menu.current, opener.current];
    if (!element || !button) return;
    placeBy(element, button);
    let at = whereIs(button);
    let frame = requestAnimationFrame(function follow() {
      const now = whereIs(button);
      if (now !== at) {
        at = now;
        placeBy(element, button);
      }
      frame = requestAnimationFrame(follow);
    });
    return () => cancelAnimationFrame(frame);
  }, [menu, opener]);
  return createPortal(
    <div ref={menu} className="symbol-menu" role="menu" aria-label={labels.symbols} onKeyDown={onKeyDown}>
      {MENU_SYMBOLS.map((symbol) => (
        <button
          key={symbol}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="symbol-menu__item"
          aria-label={labels.insertSymbol(symbol)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            editor.view.focus();
            editor.chain().insertContent(symbol).run();
            onClose();
          }}
        >
          {symbol}
        </button>
      ))}
    </div>,
    document.body,
  );
}
