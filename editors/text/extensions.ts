import { Subscript } from '@tiptap/extension-subscript';
import { Superscript } from '@tiptap/extension-superscript';
import { StarterKit } from '@tiptap/starter-kit';

/** StarterKit 3 minus everything the stored format cannot hold: marks b, i, u; hard breaks; undo. */
export const richTextExtensions = [
  StarterKit.configure({
    blockquote: false,
    bulletList: false,
    code: false,
    codeBlock: false,
    dropcursor: false,
    gapcursor: false,
    heading: false,
    horizontalRule: false,
    link: false,
    listItem: false,
    listKeymap: false,
    orderedList: false,
    strike: false,
    trailingNode: false,
  }),
  Superscript,
  Subscript,
];
