/** Texts of the text menus; the app passes them in (editors/ holds no French). */
export interface TextMenuLabels {
  label: string;
  cut: string;
  copy: string;
  paste: string;
  bold: string;
  italic: string;
  underline: string;
  superscript: string;
  subscript: string;
  symbols: string;
  openSymbols: string;
  insertSymbol: (symbol: string) => string;
}
