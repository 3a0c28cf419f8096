import type { TextMenuLabels } from './menus/labels';

/** Texts of the rich-text field; the app passes them in (editors/ holds no French). */
export interface RichTextLabels {
  toolbar: string;
  bold: string;
  italic: string;
  underline: string;
  superscript: string;
  subscript: string;
  loading: string;
  /** The right-click text menu and the symbol menu. */
  menu: TextMenuLabels;
}
