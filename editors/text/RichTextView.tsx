import { sanitiseRichText } from '../../domain/richText';

interface RichTextViewProps {
  html: string;
  className?: string;
}

/** Stored rich text shown as HTML, always through the domain sanitiser first. */
export function RichTextView({ html, className = 'rich-text' }: RichTextViewProps) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitiseRichText(html) }} />;
}
