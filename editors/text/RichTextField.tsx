import { lazy, memo, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { sanitiseRichText } from '../../domain/richText';
import { useActiveField } from './activeField';
import { placeCaret, selectionInside } from './caret';
import type { RichTextLabels } from './labels';
import { isFormatted, richTextContent } from './RichTextView';
import { typedInView } from './richTextIO';

// TipTap loads with the first field that is focused, never with the page that shows the field.
const LiveRichTextEditor = lazy(() => import('./LiveRichTextEditor').then((m) => ({ default: m.LiveRichTextEditor })));

interface RichTextFieldProps {
  /** Stored rich text (sanitised HTML). */
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the field. */
  label: string;
  labels: RichTextLabels;
  placeholder?: string;
  /** Extra classes of the field's frame (e.g. the map's `nopan` on an arrow's text: a press there does not pan). */
  className?: string;
  /**
   * Extra classes while the live editor is up: on a canvas card, the map's `nodrag`, so a press
   * selects text then, while before it a press and move drags the card and a click types.
   */
  liveClassName?: string;
}

/**
 * A rich-text field limited to bold, italic, underline, superscript, subscript and line breaks.
 * Until it is focused it is a light editable view of the sanitised HTML: the click puts the
 * browser's caret where the student clicked and the keys typed while TipTap loads land in it;
 * the live editor then takes over that text and caret (and a right-click menu asked meanwhile).
 */
export const RichTextField = memo(function RichTextField({ value, onChange, label, labels, placeholder, className, liveClassName }: RichTextFieldProps) {
  const id = useId();
  const [live, activate] = useActiveField(id);
  // The live editor has taken over the view's text and caret; the view is gone until the next time.
  const [ready, setReady] = useState(false);
  const view = useRef<HTMLDivElement>(null);
  const menuAt = useRef<{ x: number; y: number } | null>(null);
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  // Keys typed in the view since it was drawn: the live editor takes them over, or else the view
  // hands them to the page itself when it is left.
  const typed = useRef(false);
  useEffect(() => {
    if (!live) setReady(false);
  }, [live]);
  const onReady = useCallback(() => {
    typed.current = false;
    setReady(true);
  }, []);
  const viewShown = !(live && ready);
  // A long list re-renders its fields often; each sanitises only when its own text changes, and
  // not at all while the live editor holds the text (a keystroke there would sanitise it again).
  const html = useMemo(() => (viewShown ? sanitiseRichText(value) : ''), [value, viewShown]);

  /**
   * Focus comes before the browser places the caret of a click: the editor mounts in the next
   * task, once the caret is where the student clicked, and only if the view still has the focus.
   */
  function onFocus() {
    // On a canvas card, which takes no text selection (a press and move there drags it), a press
    // may leave the selection where it was, perhaps in the field the student just left, and the
    // keys typed before the live editor would go nowhere.
    const element = view.current;
    if (element && !selectionInside(element)) placeCaret(element, pressedAt.current);
    pressedAt.current = null;
    setTimeout(() => {
      if (view.current?.contains(document.activeElement)) activate();
    }, 0);
  }

  return (
    <div className={['rich-field', live && ready && 'rich-field--live', className, live && ready && liveClassName].filter(Boolean).join(' ')}>
      {live && (
        <Suspense fallback={null}>
          <LiveRichTextEditor initialValue={value} onChange={onChange} label={label} labels={labels} view={view} menuAt={menuAt} onReady={onReady} />
        </Suspense>
      )}
      {viewShown && (
        <div
          // A new formatted text is a new view: its element children, once typed in, are the
          // browser's, and React must not diff them. (A plain text is the view's text content,
          // which React sets whole.)
          key={isFormatted(html) ? html : 'text'}
          ref={view}
          className="rich-field__surface rich-text"
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          aria-busy={live || undefined}
          // Plain text typed here is all it has to hold; marks come with the live editor.
          contentEditable="plaintext-only"
          suppressContentEditableWarning
          spellCheck={false}
          data-placeholder={placeholder}
          onFocus={onFocus}
          onPointerDownCapture={(event) => {
            pressedAt.current = { x: event.clientX, y: event.clientY };
          }}
          onInput={() => {
            typed.current = true;
            // A key reached a view that did not go live on focus: it goes live now.
            if (!live) activate();
          }}
          onBlur={(event) => {
            pressedAt.current = null;
            // Left for the live editor taking over: that one has the text.
            if (!typed.current || event.currentTarget.parentElement?.contains(event.relatedTarget as Node | null)) return;
            // Left before the live editor could take over (its code still loading on a slow
            // network): what was typed is handed to the page as it is, not lost.
            typed.current = false;
            onChange(typedInView(event.currentTarget));
          }}
          onContextMenu={(event) => {
            event.preventDefault();
            menuAt.current = { x: event.clientX, y: event.clientY };
            activate();
          }}
          {...richTextContent(html)}
        />
      )}
    </div>
  );
});
