import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/fr';
import { CardImageFailure, checkPastedDataUrl, compress, failureReason, firstStep, scaledSize, type CardImageError, type Encoder } from './cardImage';

const dataUrl = (type: string, length: number) => `data:${type};base64,${'A'.repeat(Math.max(0, length - type.length - 13))}`;

function reasonOf(run: () => unknown): CardImageError {
  try {
    run();
  } catch (error) {
    return failureReason(error);
  }
  throw new Error('expected a failure');
}

describe('card image rules (part 1 §5)', () => {
  it('keeps files up to 700,000 bytes whose encoding fits 900,000 characters', () => {
    expect(firstStep({ type: 'image/png', size: 650_000 }, dataUrl('image/png', 866_700))).toBe('as-is');
    expect(firstStep({ type: 'image/gif', size: 500_000 }, dataUrl('image/gif', 666_700))).toBe('as-is');
    // 690,000 bytes encode to 920,000 characters: over the limit, so re-encoded.
    expect(firstStep({ type: 'image/png', size: 690_000 }, dataUrl('image/png', 920_022))).toBe('compress');
    expect(firstStep({ type: 'image/jpeg', size: 2_000_000 }, dataUrl('image/jpeg', 2_666_690))).toBe('compress');
  });

  it('refuses a GIF too big to keep, and anything that is not an image', () => {
    expect(reasonOf(() => firstStep({ type: 'image/gif', size: 800_000 }, dataUrl('image/gif', 1_066_690)))).toBe('gifTooLarge');
    expect(reasonOf(() => firstStep({ type: 'text/plain', size: 10 }, 'data:text/plain;base64,AAAA'))).toBe('invalid');
  });

  it('scales the longest side down to 1400 px, never up', () => {
    expect(scaledSize(2800, 1400)).toEqual({ width: 1400, height: 700 });
    expect(scaledSize(1000, 3500)).toEqual({ width: 400, height: 1400 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('keeps PNG when it fits', () => {
    const calls: string[] = [];
    const encode: Encoder = (type, quality) => {
      calls.push(`${type}${quality ?? ''}`);
      return dataUrl(type, 500_000);
    };
    expect(compress(encode)).toMatch(/^data:image\/png/);
    expect(calls).toEqual(['image/png']);
  });

  it('then tries JPEG from 0.85 down to 0.45 in steps of 0.05, and takes the first that fits', () => {
    const qualities: number[] = [];
    const encode: Encoder = (type, quality = 1) => {
      if (type === 'image/png') return dataUrl(type, 3_000_000);
      qualities.push(quality);
      return dataUrl(type, quality > 0.62 ? 1_000_000 : 880_000);
    };
    expect(compress(encode)).toMatch(/^data:image\/jpeg/);
    expect(qualities).toEqual([0.85, 0.8, 0.75, 0.7, 0.65, 0.6]);
  });

  it("gives up after quality 0.45: 'still too heavy'", () => {
    const qualities: number[] = [];
    const encode: Encoder = (type, quality = 1) => {
      if (type === 'image/jpeg') qualities.push(quality);
      return dataUrl(type, 1_200_000);
    };
    expect(reasonOf(() => compress(encode))).toBe('stillTooLarge');
    expect(qualities).toHaveLength(9);
    expect(qualities.at(-1)).toBe(0.45);
  });

  it('checks a pasted data URL against the encoded limit', () => {
    const small = dataUrl('image/png', 1000);
    expect(checkPastedDataUrl(small)).toBe(small);
    expect(reasonOf(() => checkPastedDataUrl(dataUrl('image/png', 900_001)))).toBe('encodedTooLarge');
    expect(reasonOf(() => checkPastedDataUrl('data:text/html;base64,AAAA'))).toBe('invalid');
  });

  it('maps every failure to its French message; unexpected errors are generic', () => {
    expect(failureReason(new Error('boom'))).toBe('invalid');
    expect(failureReason(new CardImageFailure('noCanvas'))).toBe('noCanvas');
    const messages = fr.association.imageErrors;
    expect(messages.encodedTooLarge).toBe("L'image encodée dépasse la limite (≈0,9 Mo). Réduis-la avant de l'ajouter.");
    expect(messages.gifTooLarge).toBe('GIF trop lourd (max ~750 Ko après encodage). Allège-le avant import.');
    expect(messages.stillTooLarge).toBe('Image toujours trop lourde après compression. Réduis-la puis réessaie.');
    expect(messages.loadFailed).toBe('Impossible de charger cette image.');
    expect(messages.noCanvas).toBe('Canvas non supporté par ce navigateur.');
    expect(messages.invalid).toBe('Image invalide ou trop volumineuse.');
  });
});
