/** Lone UTF-16 surrogates: not text, and refused by PostgreSQL's JSON and text types. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Removes what can never be part of a user's text and that the database would refuse: NUL
 * characters, and lone surrogates (replaced by U+FFFD, as a browser would show them).
 */
export function cleanText(value: string): string {
  return value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
}
