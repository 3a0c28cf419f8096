/** Why a package is refused; the interface words each one in French (src/i18n/anki.ts). */
export type AnkiRefusal =
  | 'not-zip'
  | 'too-large'
  | 'unsafe-name'
  | 'no-collection'
  | 'too-new'
  | 'not-sqlite'
  | 'protobuf'
  | 'too-deep'
  | 'empty'
  | 'failed';

/** A package refused whole: nothing of it is imported. */
export class AnkiRefused extends Error {
  constructor(readonly refusal: AnkiRefusal, detail?: string) {
    super(detail ? `${refusal}: ${detail}` : refusal);
    this.name = 'AnkiRefused';
  }
}
