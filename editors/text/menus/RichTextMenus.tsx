import type { TiptapEditorHTMLElement } from '@tiptap/core';
import type { Editor } from '@tiptap/react';
import { useCallback, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { TextMenuLabels } from './labels';
import { SymbolMenu } from './SymbolMenu';
import { TextContextMenu } from './TextContextMenu';

/** The TipTap editor whose surface is `element` or holds it (TipTap keeps it on its DOM node). */
function editorAt(element: Element | null): Editor | null {
  const surface = element?.closest<TiptapEditorHTMLElement>('.ProseMirror');
  return (surface?.editor as Editor | undefined) ?? null;
}

interface RichTextMenusProps {
  labels: TextMenuLabels;
  children: ReactNode;
}

/**
 * Adds the right-click text menu and a symbol button around rich-text fields: they act on
 * the live TipTap editor among `children` (at most one is live on a screen).
 */
export function RichTextMenus({ labels, children }: RichTextMenusProps) {
  const area = useRef<HTMLDivElement>(null);
  const [context, setContext] = useState<{ editor: Editor; x: number; y: number } | null>(null);
  const [symbols, setSymbols] = useState<Editor | null>(null);
  const closeContext = useCallback(() => setContext(null), []);
  const closeSymbols = useCallback(() => {
    setSymbols((editor) => {
      editor?.commands.focus();
      return null;
    });
  }, []);

  function onContextMenu(event: MouseEvent<HTMLDivElement>) {
    const editor = editorAt(event.target as Element);
    if (!editor) return;
    event.preventDefault();
    setContext({ editor, x: event.clientX, y: event.clientY });
  }

  function toggleSymbols() {
    const editor = editorAt(area.current?.querySelector('.ProseMirror') ?? null);
    setSymbols((open) => (open ? null : editor));
  }

  return (
    <div className="text-menus" ref={area} onContextMenu={onContextMenu}>
      <div className="text-menus__bar">
        <button
          type="button"
          className="text-menus__symbols"
          aria-label={labels.openSymbols}
          aria-haspopup="menu"
          aria-expanded={symbols !== null}
          title={labels.openSymbols}
          onMouseDown={(event) => event.preventDefault()}
          onClick={toggleSymbols}
        >
          Ω
        </button>
        {symbols && <SymbolMenu editor={symbols} labels={labels} onClose={closeSymbols} />}
      </div>
      {children}
      {context && <TextContextMenu editor={context.editor} x={context.x} y={context.y} labels={labels} onClose={closeContext} />}
    </div>
  );
}
