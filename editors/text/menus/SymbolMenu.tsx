import type { Editor } from '@tiptap/react';
import type { RefObject } from 'react';
import type { TextMenuLabels } from './labels';
import { MENU_SYMBOLS } from './menuKeys';
import { useMenuFocus } from './useMenuFocus';

const COLUMNS = 6;

interface SymbolMenuProps {
  editor: Editor;
  labels: TextMenuLabels;
  onClose: () => void;
  /** The button that opens the menu (a press on it toggles the menu, it does not close it). */
  opener: RefObject<HTMLElement | null>;
}

/** A grid of 24 symbols (Greek letters, math signs); choosing one inserts it into `editor`. */
export function SymbolMenu({ editor, labels, onClose, opener }: SymbolMenuProps) {
  const { menu, onKeyDown } = useMenuFocus(onClose, COLUMNS, opener);
  return (
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
    </div>
  );
}
