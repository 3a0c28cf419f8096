// The typing floor of the mindmap-render benchmark: one TipTap field alone on a page, with the
// app's extensions and its way of handing each change on (the editor's document written in the
// stored format), and nothing else drawn. `window.showField(text)` puts the text in it, focused,
// the caret at its end. What Mnémo's editor costs per key beyond this is the page's own work.
import { Editor } from '@tiptap/core';
import { richTextExtensions } from '../../editors/text/extensions';
import { editorDocToRichText, richTextToEditorHtml } from '../../editors/text/richTextIO';

function showField(text: string): void {
  const element = document.getElementById('map')!;
  element.style.width = '20rem';
  const editor = new Editor({
    element,
    extensions: richTextExtensions,
    content: richTextToEditorHtml(text),
    onUpdate: ({ editor: current }) => Object.assign(window, { fieldText: editorDocToRichText(current.state.doc) }),
  });
  editor.commands.focus('end');
}

Object.assign(window, { showField });
