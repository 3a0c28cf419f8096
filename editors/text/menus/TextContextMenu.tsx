import type { Editor } from '@tiptap/react';
import { createPortal } from 'react-dom';
import type { TextMenuLabels } from './labels';
import { useMenuFocus } from './useMenuFocus';

interface TextContextMenuProps {
  editor: Editor;
  /** Where the menu opens, in viewport pixels. */
  x: number;
  y: number;
  labels: TextMenuLabels;
  onClose: () => void;
}

type Action = 'cut' | 'copy' | 'paste' | 'bold' | 'italic' | 'underline' | 'superscript' | 'subscript';

const ACTIONS: readonly Action[] = ['cut', 'copy', 'paste', 'bold', 'italic', 'underline', 'superscript', 'subscript'];

async function run(editor: Editor, action: Action) {
  // The focus goes back now, not in TipTap's next frame (its focus command): the menu is closing,
  // and keys pressed meanwhile would land nowhere or replace the selection unseen.
  editor.view.focus();
  const chain = editor.chain();
  switch (action) {
    case 'cut':
    case 'copy':
      // The browser's own clipboard command keeps the marks of the copied text.
      document.execCommand(action);
      return;
    case 'paste': {
      const text = await navigator.clipboard.readText();
      editor.view.focus();
      if (text) editor.chain().insertContent({ type: 'text', text }).run();
      return;
    }
    case 'bold':
      chain.toggleBold().run();
      return;
    case 'italic':
      chain.toggleItalic().run();
      return;
    case 'underline':
      chain.toggleUnderline().run();
      return;
    case 'superscript':
      chain.toggleSuperscript().run();
      return;
    case 'subscript':
      chain.toggleSubscript().run();
  }
}

/**
 * The right-click menu of a rich-text field: clipboard and the five marks, acting on `editor`;
 * `x`, `y` where it was asked for, on the screen.
 * It opens in the page's body: inside a canvas card it would be placed and scaled by the map's
 * transform and could sit under the map's arrows, which then took the click meant for an item.
 */
export function TextContextMenu({ editor, x, y, labels, onClose }: TextContextMenuProps) {
  const { menu, onKeyDown } = useMenuFocus(onClose);
  // Kept on screen where it opens, and placed in the page (not on the screen): it scrolls with
  // the field it acts on.
  const left = Math.max(8, Math.min(x, window.innerWidth - 200)) + window.scrollX;
  const top = Math.max(8, Math.min(y, window.innerHeight - 320)) + window.scrollY;
  return createPortal(
    <div ref={menu} className="text-menu" role="menu" aria-label={labels.label} style={{ left, top }} onKeyDown={onKeyDown}>
      {ACTIONS.map((action) => (
        <button
          key={action}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={`text-menu__item text-menu__item--${action}`}
          aria-pressed={['cut', 'copy', 'paste'].includes(action) ? undefined : editor.isActive(action)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            void run(editor, action).catch((error: unknown) => console.warn('[text menu]', action, error));
            onClose();
          }}
        >
          {labels[action]}
        </button>
      ))}
    </div>,
    document.body,
  );
}
