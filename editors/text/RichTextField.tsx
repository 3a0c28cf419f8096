import { lazy, memo, Suspense, useId, useMemo } from 'react';
import { sanitiseRichText } from '../../domain/richText';
import { useActiveField } from './activeField';
import type { RichTextLabels } from './labels';

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
}

/**
 * A rich-text field limited to bold, italic, underline, superscript, subscript and line breaks.
 * It shows the sanitised HTML and mounts the TipTap editor when focused or clicked.
 */
export const RichTextField = memo(function RichTextField({ value, onChange, label, labels, placeholder }: RichTextFieldProps) {
  const id = useId();
  const [live, activate] = useActiveField(id);
  // A long list re-renders its fields often; each sanitises only when its own text changes.
  const html = useMemo(() => sanitiseRichText(value), [value]);
  const preview = (busy: boolean) => (
    <div
      className="rich-field__surface rich-text"
      role="textbox"
      aria-multiline="true"
      aria-label={label}
      aria-busy={busy || undefined}
      tabIndex={busy ? -1 : 0}
      data-placeholder={placeholder}
      onFocus={activate}
      onMouseDown={activate}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
  if (!live) return <div className="rich-field">{preview(false)}</div>;
  return (
    <div className="rich-field rich-field--live">
      <Suspense fallback={preview(true)}>
        <LiveRichTextEditor initialValue={value} onChange={onChange} label={label} labels={labels} />
      </Suspense>
    </div>
  );
});
