import { lazy, memo, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { sanitiseRichText } from '../../domain/richText';
import { useActiveField } from './activeField';
import { placeCaret, selectionInside } from './caret';
import type { RichTextLabels } from './labels';
import { richTextContent } from './RichTextView';

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
  /** Extra classes of the field's frame (e.g. xyflow's `nopan` on an arrow's text). */
  className?: string;
  /**
   * Extra classes while the live editor is up: on a canvas card, xyflow's `nodrag`, so a press
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
  useEffect(() => {
    if (!live) setReady(false);
  }, [live]);
  const onReady = useCallback(() => setReady(true), []);
  const viewShown = !(live && ready);
  // A long list re-renders its fields often; each sanitises only when its own text changes, and
  // not at all while the live editor holds the text (a keystroke there would sanitise it again).
  const html = useMemo(() => (viewShown ? sanitiseRichText(value) : ''), [value, viewShown]);

  /**
   * Focus comes before the browser places the caret of a click: the editor mounts in the next
   * task, once the caret is where the student clicked, and only if the view still has the focus.
   */
  function onFocus() {
    // On a canvas card, xyflow's drag cancels the caret placement of a press (it prevents
    // `selectstart`), so the focus alone would leave the selection where it was, perhaps in the
    // field the student just left, and the keys typed before the live editor would go nowhere.
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
          onBlur={() => (pressedAt.current = null)}
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
