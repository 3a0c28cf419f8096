import type { Editor } from '@tiptap/react';
import { useState, type CSSProperties, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { TextMenuLabels } from './labels';
import { MENU_SYMBOLS } from './menuKeys';
import { useMenuFocus } from './useMenuFocus';

const COLUMNS = 6;
/** The menu's height (richtext.css: four rows of 2.25rem, their gaps and the padding), with a margin. */
const MENU_HEIGHT = 180;

/** Under its button, right-aligned with it; above it when the screen ends below. */
function placeBy(opener: HTMLElement | null): CSSProperties {
  const box = opener?.getBoundingClientRect();
  if (!box) return {};
  const right = Math.max(8, window.innerWidth - box.right);
  return box.bottom + 4 + MENU_HEIGHT > window.innerHeight ? { right, bottom: window.innerHeight - box.top + 4 } : { right, top: box.bottom + 4 };
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
  const [place] = useState(() => placeBy(opener.current));
  return createPortal(
    <div ref={menu} className="symbol-menu" role="menu" aria-label={labels.symbols} style={place} onKeyDown={onKeyDown}>
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
