/**
 * French elision of the little words put before a name in a sentence: « Chapitres d’Anatomie »,
 * « l’atrium », « de Cardiologie », « la hanche ». One rule for every name the interface inserts.
 */

/** The words elided before a vowel or a mute h. */
export type ElidedWord = 'de' | 'le' | 'la' | 'que' | 'ne' | 'je' | 'me' | 'te' | 'se';

const VOWEL = /^[aàâäeéèêëiîïoôöuùûüœæ]/i;

/**
 * Words of the anatomy and everyday French starting with an aspirated h, before which nothing is
 * elided (« la hanche », « le hile »); any other h followed by a vowel is mute (« l’humérus »,
 * « d’Histologie »).
 */
const ASPIRATED_H = new Set([
  'hache', 'haine', 'hall', 'halte', 'hamac', 'hamster', 'hanche', 'handicap', 'hangar', 'hantise', 'harcèlement', 'hareng', 'haricot', 'harpe', 'hasard', 'hâte', 'hausse', 'haut', 'haute', 'hauteur', 'havre', 'hennissement', 'hernie', 'héron', 'héros', 'hêtre', 'hibou', 'hiérarchie', 'hile', 'hockey', 'hollande', 'homard', 'hongrie', 'honte', 'hoquet', 'hors', 'hotte', 'houle', 'housse', 'huit', 'huitième', 'hurlement', 'hutte',
]);

/** Whether a word before `name` loses its vowel: `name` starts with a vowel or a mute h. */
export function startsWithVowelSound(name: string): boolean {
  const text = name.trimStart();
  if (VOWEL.test(text)) return true;
  if (!/^h[aàâäeéèêëiîïoôöuùûüyœæ]/i.test(text)) return false;
  const first = text.toLocaleLowerCase('fr-FR').match(/^[\p{L}]+/u)?.[0] ?? '';
  return !ASPIRATED_H.has(first);
}

/**
 * `word` then `name`, elided when the name starts with a vowel sound: `elide('de', 'Anatomie')` is
 * « d’Anatomie », `elide('la', 'atrium droit')` « l’atrium droit », `elide('de', 'Cardiologie')`
 * « de Cardiologie ». The apostrophe is the typographic one (’).
 */
export function elide(word: ElidedWord, name: string): string {
  if (!startsWithVowelSound(name)) return `${word} ${name}`;
  return `${word === 'la' ? 'l' : word.slice(0, -1)}’${name.trimStart()}`;
}
