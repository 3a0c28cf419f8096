import { describe, expect, it } from 'vitest';
import { sanitiseRichText } from '../../domain/richText';
import { richTextContent } from './RichTextView';

describe('the content of a rich-text view', () => {
  it('hands a text without markup or entities over as text, the same characters', () => {
    for (const label of ['Ventricule gauche', 'Cœur — 4 cavités, « oreillettes »', 'x > 2', '']) {
      expect(richTextContent(sanitiseRichText(label))).toEqual({ children: label });
    }
  });

  it('hands markup and entities over as HTML', () => {
    expect(richTextContent('H<sub>2</sub>O')).toEqual({ dangerouslySetInnerHTML: { __html: 'H<sub>2</sub>O' } });
    expect(richTextContent(sanitiseRichText('a < b & c'))).toEqual({ dangerouslySetInnerHTML: { __html: sanitiseRichText('a < b & c') } });
    expect(richTextContent('ligne<br>suivante')).toHaveProperty('dangerouslySetInnerHTML');
  });
});
