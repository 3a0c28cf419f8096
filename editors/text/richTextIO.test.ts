import { describe, expect, it } from 'vitest';
import { editorHtmlToRichText, richTextToEditorHtml } from './richTextIO';

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
