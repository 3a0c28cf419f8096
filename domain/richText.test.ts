import DOMPurify from 'isomorphic-dompurify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRichTextEmpty, RICH_TEXT_TAGS, richTextParts, richTextToField, richTextToPlain, sanitiseRichText } from './richText';
import { cleanText } from './text';

describe('sanitiseRichText', () => {
  it('keeps only b, strong, i, em, u, sup, sub and br, without attributes', () => {
    const html = '<b class="x">gras</b> <i>it</i> <u>s</u> H<sub>2</sub>O x<sup>2</sup> <strong>f</strong> <em>e</em>';
    expect(sanitiseRichText(html)).toBe(
      '<b>gras</b> <i>it</i> <u>s</u> H<sub>2</sub>O x<sup>2</sup> <strong>f</strong> <em>e</em>',
    );
  });

  it('drops scripts, handlers and other tags, keeping their harmless text', () => {
    expect(sanitiseRichText('<script>alert(1)</script>ok')).toBe('ok');
    expect(sanitiseRichText('<img src=x onerror=alert(1)>ok')).toBe('ok');
    expect(sanitiseRichText('<div><a href="javascript:x">lien</a></div>')).toBe('lien');
    expect(sanitiseRichText('<b onclick="x()">b</b>')).toBe('<b>b</b>');
  });

  it('turns newlines into line breaks and escapes stray brackets', () => {
    expect(sanitiseRichText('a\nb\r\nc')).toBe('a<br>b<br>c');
    expect(sanitiseRichText('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });

  it('is stable when applied twice', () => {
    const once = sanitiseRichText('<b>x</b>\n<i onclick=1>y</i> <p>z</p> 1<2');
    expect(sanitiseRichText(once)).toBe(once);
  });

  it('cuts text to the limit', () => {
    expect(sanitiseRichText('a'.repeat(6000)).length).toBeLessThanOrEqual(5000);
  });
});

describe('isRichTextEmpty', () => {
  it('is empty once markup is stripped', () => {
    expect(isRichTextEmpty('<b> </b><br>')).toBe(true);
    expect(isRichTextEmpty('<i>x</i>')).toBe(false);
    expect(richTextToPlain('a&amp;b<br>c')).toBe('a&b c');
    expect(richTextToPlain(' \u00a0Nœud\n\tsinusal  ')).toBe('Nœud sinusal');
  });

  it('gives a field the text as typed: a trailing space and a line break stay', () => {
    // The legend name field shows this after each key: folded, « Artère » + space would lose the space.
    expect(richTextToField('Artère ')).toBe('Artère ');
    expect(richTextToField('ligne 1\nligne 2')).toBe('ligne 1\nligne 2');
    expect(richTextToField('a&amp;b&lt;c<br>d')).toBe('a&b<c\nd');
  });
});

describe('text the database would refuse', () => {
  it('drops NUL characters and replaces lone surrogates', () => {
    expect(sanitiseRichText('a\u0000b')).toBe('ab');
    expect(sanitiseRichText('x\uD800y')).toBe('x\uFFFDy');
    expect(sanitiseRichText('😀')).toBe('😀');
  });
});

describe('the fast path for already-clean text', () => {
  const purify = (html: string) =>
    DOMPurify.sanitize(html, { ALLOWED_TAGS: [...RICH_TEXT_TAGS], ALLOWED_ATTR: [], KEEP_CONTENT: true });
  const piece = fc.oneof(
    fc.constantFrom('<b>', '</b>', '<i>', '</i>', '<em>', '</em>', '<strong>', '</strong>', '<u>', '</u>', '<sup>', '</sup>', '<sub>', '</sub>', '<br>'),
    fc.constantFrom('&amp;', '&lt;', '&gt;', '&nbsp;', '&copy;', '&', '<', '>', '\u00a0', '<p>', '<b x=1>', '<!--', '</br>'),
    fc.string({ maxLength: 6 }),
  );

  it('gives exactly what DOMPurify gives, for any mix of tags, entities and text', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const html = pieces.join('');
        expect(sanitiseRichText(html, 100_000)).toBe(purify(cleanText(html).replace(/\r\n?|\n/g, '<br>')));
      }),
      { numRuns: 400 },
    );
  }, 120_000);
});

describe('the tree of sanitised rich text', () => {
  it('holds texts with their entities decoded, line breaks and nested marks', () => {
    expect(richTextParts('a &amp; b<br><b>x<i>y&nbsp;</i></b>H<sub>2</sub>O')).toEqual([
      'a & b',
      { lineBreak: true },
      { mark: 'b', parts: ['x', { mark: 'i', parts: ['y\u00a0'] }] },
      'H',
      { mark: 'sub', parts: ['2'] },
      'O',
    ]);
    expect(richTextParts('')).toEqual([]);
    expect(richTextParts('1 &lt; 2 &gt; 0')).toEqual(['1 < 2 > 0']);
    // DOMPurify gives text without `<` back as it came.
    expect(richTextParts('a & b > c\u00a0d &')).toEqual(['a & b > c\u00a0d &']);
  });

  it('is null for other markup and where the HTML parser could read a character reference', () => {
    for (const html of ['<b>x', 'x</b>', '<b><i>x</b></i>', '<p>x</p>', '<b class="a">x</b>', 'a < b', '&copy;', '&lt', 'a &#38; b', '&x']) {
      expect(richTextParts(html)).toBeNull();
    }
  });
});
