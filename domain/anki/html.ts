/**
 * Anki fields are HTML; Mnémo's rich text holds only b, strong, i, em, u, sup, sub and br. This
 * converts a field to that form in the import worker (which has no DOM): blocks become line breaks,
 * images are taken out as media names, sounds and scripts dropped. What it writes is then cleaned by
 * the app's own sanitiser (DOMPurify) when the material is normalised, like any edit.
 */
const MARKS = new Set(['b', 'strong', 'i', 'em', 'u', 'sup', 'sub']);
const BLOCKS = new Set(['div', 'p', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'table', 'pre']);
const DROPPED = new Set(['script', 'style', 'template', 'svg', 'math', 'head', 'title']);
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', eacute: 'é', egrave: 'è', ecirc: 'ê', euml: 'ë',
  agrave: 'à', acirc: 'â', ccedil: 'ç', icirc: 'î', iuml: 'ï', ocirc: 'ô', ugrave: 'ù', ucirc: 'û', uuml: 'ü',
  Eacute: 'É', Egrave: 'È', Agrave: 'À', Ccedil: 'Ç', laquo: '«', raquo: '»', rarr: '→', larr: '←', deg: '°',
  micro: 'µ', plusmn: '±', times: '×', hellip: '…', ndash: '–', mdash: '—', alpha: 'α', beta: 'β', gamma: 'γ',
  delta: 'δ', mu: 'μ',
};

/** Entities decoded (named ones Anki's editor writes, and numeric ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code < 0x110000 && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name] ?? whole;
  });
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The `src` of an `<img>` tag's attributes, decoded. */
function sourceOf(attributes: string): string | null {
  const match = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  const src = match ? (match[1] ?? match[2] ?? match[3] ?? '') : '';
  return src ? decodeEntities(src).trim() : null;
}

export interface ConvertedField {
  /** Rich text in Mnémo's allowed marks. */
  text: string;
  /** The images it showed, by media name, in order. */
  images: string[];
}

/** An Anki field's HTML in Mnémo's rich text, with the images it showed. */
export function convertField(html: string): ConvertedField {
  const images: string[] = [];
  const open: string[] = [];
  let out = '';
  let dropping: string | null = null;
  let last = 0;
  const text = (raw: string) => {
    if (dropping) return;
    const plain = decodeEntities(raw.replace(/\[sound:[^\]]*\]/g, '')).replace(/[\r\n\t ]+/g, ' ');
    out += escape(plain);
  };
  const lineBreak = () => {
    if (out && !out.endsWith('<br>')) out += '<br>';
  };
  for (const match of html.matchAll(TAG)) {
    text(html.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, rawName, attributes = ''] = match;
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROPPED.has(name)) {
      if (!closing && !attributes.trimEnd().endsWith('/')) dropping = name;
    } else if (name === 'img' && !closing) {
      const src = sourceOf(attributes);
      if (src) images.push(src);
    } else if (name === 'br') lineBreak();
    else if (BLOCKS.has(name)) lineBreak();
    else if (MARKS.has(name)) {
      if (!closing) {
        open.push(name);
        out += `<${name}>`;
      } else if (open.includes(name)) {
        while (open.length > 0) {
          const mark = open.pop()!;
          out += `</${mark}>`;
          if (mark === name) break;
        }
      }
    }
  }
  text(html.slice(last));
  while (open.length > 0) out += `</${open.pop()!}>`;
  // Empty marks and the breaks at either end say nothing.
  let previous = '';
  while (previous !== out) {
    previous = out;
    out = out.replace(/<(b|strong|i|em|u|sup|sub)>(\s*)<\/\1>/g, '$2');
  }
  out = out.replace(/^(\s|<br>)+|(\s|<br>)+$/g, '').replace(/(<br>\s*){3,}/g, '<br><br>');
  return { text: out.trim(), images };
}
