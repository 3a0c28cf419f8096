import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import type { EditorView } from '@tiptap/pm/view';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { positionAt, selectionOffsets } from './caret';
import { richTextExtensions } from './extensions';
import type { RichTextLabels } from './labels';
import { SymbolMenu } from './menus/SymbolMenu';
import { TextContextMenu } from './menus/TextContextMenu';
import { editorDocToRichText, richTextToEditorHtml, typedInView } from './richTextIO';

interface LiveRichTextEditorProps {
  /** The stored text: the editor starts from it, and follows it when it changes elsewhere. */
  initialValue: string;
  onChange: (value: string) => void;
  label: string;
  labels: RichTextLabels;
  /** The light view the student typed in while the editor loaded: its text and caret carry over. */
  view: RefObject<HTMLElement | null>;
  /** A right-click on the view while the editor loaded: the text menu opens there. */
  menuAt: RefObject<{ x: number; y: number } | null>;
  /** Called once the editor holds the view's text, caret and focus. */
  onReady: () => void;
}

type Mark = 'bold' | 'italic' | 'underline' | 'superscript' | 'subscript';

const BUTTONS: ReadonlyArray<{ mark: Mark; text: string; shortcut: string; toggle: (editor: Editor) => boolean }> = [
  { mark: 'bold', text: 'B', shortcut: 'Ctrl+B', toggle: (e) => e.chain().focus().toggleBold().run() },
  { mark: 'italic', text: 'I', shortcut: 'Ctrl+I', toggle: (e) => e.chain().focus().toggleItalic().run() },
  { mark: 'underline', text: 'U', shortcut: 'Ctrl+U', toggle: (e) => e.chain().focus().toggleUnderline().run() },
  { mark: 'superscript', text: 'x²', shortcut: 'Ctrl+.', toggle: (e) => e.chain().focus().toggleSuperscript().run() },
  { mark: 'subscript', text: 'x₂', shortcut: 'Ctrl+,', toggle: (e) => e.chain().focus().toggleSubscript().run() },
];

/**
 * The live TipTap editor with its toolbar (the five marks and the symbol menu) and its right-click
 * text menu; loaded on demand by RichTextField, so every formatted field offers the same tools.
 *
 * Every keystroke comes back here as a new `initialValue` (the page stores what was typed): this
 * part only compares it with what the editor wrote. The editor itself lives in `LiveEditor`,
 * which that render does not reach: each render of a component holding TipTap's `useEditor`
 * costs two editor updates (its options set again, then once more a tick later).
 */
export function LiveRichTextEditor({ initialValue, onChange, label, labels, view, menuAt, onReady }: LiveRichTextEditorProps) {
  // The text this editor last wrote, and what it wrote that the page has not rendered past yet: a
  // render still carrying one of those is an echo of the student's own typing, late when the
  // page renders slower than they type, never a reason to replace newer text. Any other value
  // comes from elsewhere (an undo) and replaces the editor's text.
  const written = useRef(initialValue);
  const unechoed = useRef(new Set<string>());
  // The latest handler, read when the editor writes: a new one does not redraw the editor.
  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });
  const write = useCallback((value: string) => {
    written.current = value;
    unechoed.current.add(value);
    latestOnChange.current(value);
  }, []);
  const editor = useRef<Editor | null>(null);
  const [firstValue] = useState(initialValue);
  // Only a change of the prop counts: at mount it may be older than what was typed in the view.
  const seen = useRef(initialValue);
  useEffect(() => {
    if (initialValue === seen.current) return;
    seen.current = initialValue;
    if (initialValue === written.current) {
      unechoed.current.clear();
      return;
    }
    const current = editor.current;
    if (unechoed.current.has(initialValue) || !current || current.isDestroyed) return;
    written.current = initialValue;
    unechoed.current.clear();
    current.commands.setContent(richTextToEditorHtml(initialValue), { emitUpdate: false });
  }, [initialValue]);
  return <LiveEditor firstValue={firstValue} write={write} label={label} labels={labels} view={view} menuAt={menuAt} onReady={onReady} editorRef={editor} />;
}

interface LiveEditorProps extends Omit<LiveRichTextEditorProps, 'initialValue' | 'onChange'> {
  /** The stored text when the field went live. */
  firstValue: string;
  /** Hands what the student typed to the page. */
  write: (value: string) => void;
  /** Where the editor is made known to LiveRichTextEditor. */
  editorRef: RefObject<Editor | null>;
}

/** Views whose scroll to the caret waits for the next frame. */
const scrollsDue = new WeakSet<EditorView>();
let scrollingNow = false;
/**
 * Views in which the browser itself has just put the key's text, and shown its caret as it did
 * (ProseMirror reads such text back from the page): no scroll of ProseMirror's follows. A key the
 * editor handles itself (Enter, a deletion it takes over, a symbol from the menu) is scrolled to.
 */
const typedByBrowser = new WeakSet<EditorView>();

/**
 * ProseMirror keeps the caret in view after each key by reading the box and the style of every
 * ancestor of the field: a layout of the page forced in the middle of the key, before the page
 * has drawn what the key changed (the card on the map, the lists), which then lays it out once
 * more. Done in the next frame instead, the same scroll reads the layout that frame makes anyway,
 * once for all the keys of a frame.
 */
function scrollToSelectionInFrame(view: EditorView): boolean {
  if (scrollingNow) return false;
  if (typedByBrowser.delete(view)) return true;
  if (scrollsDue.has(view)) return true;
  scrollsDue.add(view);
  // Asked for once this key's handlers have run: the frame's callbacks run in the order they were
  // asked for, so the page's own (a map editor's store draws the key's changes in one) come first.
  queueMicrotask(() =>
    requestAnimationFrame(() => {
      scrollsDue.delete(view);
      if (view.isDestroyed) return;
      scrollingNow = true;
      try {
        // ProseMirror's own scroll (public on the view, left out of its types): it asks this
        // handler first, which lets it through while `scrollingNow` is set.
        (view as EditorView & { scrollToSelection(): void }).scrollToSelection();
      } finally {
        scrollingNow = false;
      }
    }),
  );
  return true;
}

const LiveEditor = memo(function LiveEditor({ firstValue, write, label, labels, view, menuAt, onReady, editorRef }: LiveEditorProps) {
  const editor = useEditor({
    extensions: richTextExtensions,
    content: richTextToEditorHtml(firstValue),
    editorProps: {
      attributes: { class: 'rich-field__surface rich-text', role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
      handleScrollToSelection: scrollToSelectionInFrame,
      handleDOMEvents: {
        keydown(current) {
          typedByBrowser.delete(current);
          return false;
        },
        beforeinput(current, event) {
          if (event.inputType === 'insertText') typedByBrowser.add(current);
          return false;
        },
      },
    },
    onUpdate: ({ editor: current }) => write(editorDocToRichText(current.state.doc)),
  });
  useLayoutEffect(() => {
    editorRef.current = editor;
  }, [editor, editorRef]);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => Object.fromEntries(BUTTONS.map(({ mark }) => [mark, current.isActive(mark)])) as Record<Mark, boolean>,
  });
  const symbolsButton = useRef<HTMLButtonElement>(null);
  const [symbols, setSymbols] = useState(false);
  const [context, setContext] = useState<{ x: number; y: number } | null>(null);
  // Closing a menu gives the focus back at once (TipTap's focus command would wait a frame).
  const closeContext = useCallback(() => {
    setContext(null);
    if (!editor.isDestroyed) editor.view.focus();
  }, [editor]);

  // Runs before the page is painted or handles another key: nothing typed in the view is lost.
  // Once: a Suspense boundary above that hides and shows this tree again runs layout effects
  // anew, with TipTap's first editor destroyed meanwhile.
  const tookOver = useRef(false);
  useLayoutEffect(() => {
    if (tookOver.current || editor.isDestroyed) return;
    tookOver.current = true;
    const typedIn = view.current;
    if (typedIn) {
      const selection = selectionOffsets(typedIn);
      const focused = typedIn.contains(document.activeElement);
      const typed = typedInView(typedIn);
      if (typed !== firstValue) {
        editor.commands.setContent(richTextToEditorHtml(typed), { emitUpdate: false, parseOptions: { preserveWhitespace: 'full' } });
        write(typed);
      }
      if (focused || selection) {
        const { doc } = editor.state;
        const end = doc.content.size - 1;
        editor.commands.setTextSelection(selection ? { from: positionAt(doc, selection.anchor), to: positionAt(doc, selection.head) } : end);
        // Now, not in TipTap's next frame: the view losing the focus would drop the keys between.
        editor.view.focus();
      }
    }
    if (menuAt.current) {
      setContext(menuAt.current);
      menuAt.current = null;
    }
    onReady();
    // The text, caret and menu are taken over once; later renders hand other values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);
  const closeSymbols = useCallback(() => {
    setSymbols(false);
    if (!editor.isDestroyed) editor.view.focus();
  }, [editor]);

  return (
    <>
      <div className="rich-field__toolbar" role="toolbar" aria-label={labels.toolbar}>
        {BUTTONS.map(({ mark, text, shortcut, toggle }) => (
          <button
            key={mark}
            type="button"
            className={`rich-field__button rich-field__button--${mark}`}
            aria-label={labels[mark]}
            title={`${labels[mark]} (${shortcut})`}
            aria-pressed={active[mark]}
            // Keeps the selection in the editor while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => toggle(editor)}
          >
            {text}
          </button>
        ))}
        <span className="rich-field__symbols">
          <button
            ref={symbolsButton}
            type="button"
            className="rich-field__button"
            aria-label={labels.menu.openSymbols}
            title={labels.menu.openSymbols}
            aria-haspopup="menu"
            aria-expanded={symbols}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => (symbols ? closeSymbols() : setSymbols(true))}
          >
            Ω
          </button>
          {symbols && <SymbolMenu editor={editor} labels={labels.menu} onClose={closeSymbols} opener={symbolsButton} />}
        </span>
      </div>
      <EditorContent
        editor={editor}
        onContextMenu={(event) => {
          event.preventDefault();
          setContext({ x: event.clientX, y: event.clientY });
        }}
      />
      {context && <TextContextMenu editor={editor} x={context.x} y={context.y} labels={labels.menu} onClose={closeContext} />}
    </>
  );
});
