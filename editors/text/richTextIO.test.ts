import { getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { richTextExtensions } from './extensions';
import { editorDocToRichText, editorHtmlToRichText, richTextToEditorHtml } from './richTextIO';

describe('rich text between TipTap and storage', () => {
  it('keeps the allowed marks and turns paragraphs into line breaks', () => {
    expect(editorHtmlToRichText('<p>Le <strong>cœur</strong> a <em>4</em> cavités</p><p>H<sub>2</sub>O, m<sup>2</sup>, <u>souligné</u></p>')).toBe(
      'Le <strong>cœur</strong> a <em>4</em> cavités<br>H<sub>2</sub>O, m<sup>2</sup>, <u>souligné</u>',
    );
  });

  it('drops anything outside the allowlist, attributes included', () => {
    expect(editorHtmlToRichText('<p style="color:red"><a href="javascript:alert(1)">lien</a><img src=x onerror=alert(1)><script>x()</script></p>')).toBe('lien');
    expect(editorHtmlToRichText('<p><strong class="x">gras</strong></p>')).toBe('<strong>gras</strong>');
  });

  it('stores an empty editor as empty text', () => {
    expect(editorHtmlToRichText('<p></p>')).toBe('');
    expect(editorHtmlToRichText('<p></p><p></p>')).toBe('');
  });

  it('gives the editor one paragraph with the stored line breaks, and round-trips', () => {
    const stored = 'Ligne 1<br><b>Ligne</b> 2';
    expect(richTextToEditorHtml(stored)).toBe('<p>Ligne 1<br><b>Ligne</b> 2</p>');
    expect(editorHtmlToRichText(richTextToEditorHtml(stored))).toBe(stored);
    expect(richTextToEditorHtml('<p onclick="x">a</p>')).toBe('<p>a</p>');
  });
});

describe("the editor's document as stored rich text", () => {
  const schema = getSchema(richTextExtensions);
  const text = (value: string, ...marks: string[]) => ({ type: 'text', text: value, marks: marks.map((type) => ({ type })) });
  const doc = (...paragraphs: unknown[][]) => schema.nodeFromJSON({ type: 'doc', content: paragraphs.map((content) => ({ type: 'paragraph', content: content.length ? content : undefined })) });

  it('writes what getHTML read back would give, marks nested as ProseMirror nests them', () => {
    const cases: [ReturnType<typeof doc>, string][] = [
      [doc([text('Le cœur')]), '<p>Le cœur</p>'],
      [doc([text('a', 'bold'), text('b', 'bold', 'italic'), text('c')]), '<p><strong>a<em>b</em></strong>c</p>'],
      [doc([text('H'), text('2', 'subscript'), text('O m'), text('2', 'superscript'), text(' ', 'underline'), text('x', 'italic')]), '<p>H<sub>2</sub>O m<sup>2</sup><u> </u><em>x</em></p>'],
      [doc([text('gras', 'bold'), { type: 'hardBreak', marks: [{ type: 'bold' }] }, text('suite', 'bold')]), '<p><strong>gras<br>suite</strong></p>'],
      [doc([text('ligne 1')], [text('ligne 2', 'underline')]), '<p>ligne 1</p><p><u>ligne 2</u></p>'],
    ];
    for (const [content, html] of cases) expect(editorDocToRichText(content)).toBe(editorHtmlToRichText(html));
    expect(editorDocToRichText(cases[1]![0])).toBe('<strong>a<em>b</em></strong>c');
    expect(editorDocToRichText(cases[4]![0])).toBe('ligne 1<br><u>ligne 2</u>');
  });

  it('escapes typed markup and keeps nothing of an empty editor', () => {
    expect(editorDocToRichText(doc([text('<img src=x onerror=alert(1)> & co\u00a0!')]))).toBe(editorHtmlToRichText('<p>&lt;img src=x onerror=alert(1)&gt; &amp; co&nbsp;!</p>'));
    expect(editorDocToRichText(doc([text('<b>')]))).not.toContain('<b>');
    expect(editorDocToRichText(doc([]))).toBe('');
    expect(editorDocToRichText(doc([], []))).toBe('');
  });
});
