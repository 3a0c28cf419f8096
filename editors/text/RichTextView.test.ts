// @vitest-environment jsdom
import fc from 'fast-check';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { richTextParts, sanitiseRichText } from '../../domain/richText';
import { richTextContent } from './RichTextView';

/** The elements React draws from the content, read back as the browser's HTML. */
function drawn(clean: string): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(createElement('div', richTextContent(clean) as Record<string, unknown>)));
  const html = container.firstElementChild!.innerHTML;
  root.unmount();
  return html;
}

/** What the browser's HTML parser builds from the text, read back the same way. */
function parsed(clean: string): string {
  const element = document.createElement('div');
  element.innerHTML = clean;
  return element.innerHTML;
}

describe('the content of a rich-text view', () => {
  it('hands a text without markup or entities over as text, the same characters', () => {
    for (const label of ['Ventricule gauche', 'Cœur — 4 cavités, « oreillettes »', 'x > 2', '']) {
      expect(richTextContent(sanitiseRichText(label))).toEqual({ children: label });
    }
  });

  it('builds the elements the sanitised HTML describes, without the HTML parser', () => {
    for (const input of ['a < b & c\u00a0d', 'ligne\nsuivante', '<b>Cœur</b> H<sub>2</sub>O <i>x<u>y</u></i><br><strong>s</strong><em>e</em>x<sup>2</sup>', '<b onclick="x()">b</b><script>alert(1)</script>']) {
      const clean = sanitiseRichText(input);
      expect(richTextContent(clean)).not.toHaveProperty('dangerouslySetInnerHTML');
      expect(drawn(clean)).toBe(parsed(clean));
    }
  });

  it('builds what the HTML parser builds from any sanitised text', () => {
    const piece = fc.oneof(
      fc.constantFrom('<b>', '</b>', '<i>', '</i>', '<em>', '</em>', '<strong>', '</strong>', '<u>', '</u>', '<sup>', '</sup>', '<sub>', '</sub>', '<br>', '\n'),
      fc.constantFrom('&amp;', '&lt;', '&gt;', '&nbsp;', '&', '& ', '<', '>', '\u00a0', '<p>', '<b x=1>', '&copy;'),
      fc.string({ maxLength: 6 }),
    );
    let built = 0;
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const clean = sanitiseRichText(pieces.join(''));
        if (richTextParts(clean)) built += 1;
        expect(drawn(clean)).toBe(parsed(clean));
      }),
      { numRuns: 400 },
    );
    // Only texts holding another character reference (&copy; here) go to the parser.
    expect(built).toBeGreaterThan(300);
  }, 60_000);

  it('hands text holding another character reference over as HTML', () => {
    expect(richTextContent('&copy; <b>x</b>')).toEqual({ dangerouslySetInnerHTML: { __html: '&copy; <b>x</b>' } });
  });
});
