import { describe, expect, it } from 'vitest';
import { emptyUserData, normaliseUserData } from '../../../domain/data/userData';
import { addAnswer, cardFromDraft, deleteCard, draftOf, isImageUsed, newAnswerText, removeAnswer, restoreCard, saveCard, saveEditedCard } from './cardEdits';

const BASE = 'Nouvelle réponse';

describe('card answers', () => {
  it("adds 'Nouvelle réponse', numbered when it clashes (ignoring case and accents)", () => {
    expect(newAnswerText(['Aorte'], BASE)).toBe('Nouvelle réponse');
    expect(newAnswerText(['nouvelle reponse'], BASE)).toBe('Nouvelle réponse 2');
    expect(newAnswerText(['Nouvelle réponse', 'Nouvelle réponse 2'], BASE)).toBe('Nouvelle réponse 3');
    expect(addAnswer(['Aorte', 'Nouvelle réponse'], BASE)).toEqual(['Aorte', 'Nouvelle réponse', 'Nouvelle réponse 2']);
  });

  it('stops at 50 answers', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `R${i}`);
    expect(addAnswer(fifty.slice(0, 49), BASE)).toHaveLength(50);
    expect(addAnswer(fifty, BASE)).toBeNull();
  });

  it('removes an answer only while more than one remains', () => {
    expect(removeAnswer(['a', 'b'], 0)).toEqual(['b']);
    expect(removeAnswer(['a'], 0)).toEqual(['a']);
  });
});

describe('cards from drafts', () => {
  it('needs an answer and a description (text or image)', () => {
    expect(cardFromDraft({ answers: [''], text: 'Vaisseau', imageUrl: null }, 'c')).toBeNull();
    expect(cardFromDraft({ answers: ['Aorte'], text: '<b> </b>', imageUrl: null }, 'c')).toBeNull();
    expect(cardFromDraft({ answers: ['Aorte'], text: '', imageUrl: '/uploads/abc.png' }, 'c')).toEqual({
      id: 'c',
      answer: 'Aorte',
      answers: ['Aorte'],
      text: '',
      imageUrl: '/uploads/abc.png',
    });
  });

  it('de-duplicates answers ignoring case and accents, drops empties, sanitises the description', () => {
    const card = cardFromDraft({ answers: [' Artère ', 'artere', '', 'ARTÈRE', 'Vaisseau'], text: '<b>Gros</b> <script>x</script>tube', imageUrl: null }, 'c');
    expect(card).toEqual({ id: 'c', answer: 'Artère', answers: ['Artère', 'Vaisseau'], text: '<b>Gros</b> tube', imageUrl: null });
  });

  it('starts a new draft with one empty answer, an existing one with its content', () => {
    expect(draftOf(null)).toEqual({ answers: [''], text: '', imageUrl: null });
    expect(draftOf({ id: 'c', answer: 'A', answers: ['A', 'B'], text: 't', imageUrl: null })).toEqual({ answers: ['A', 'B'], text: 't', imageUrl: null });
  });
});

describe('card edits', () => {
  const data = normaliseUserData({
    ...emptyUserData(),
    subjects: [{ id: 's', name: 'S', chapters: [{ id: 'c', name: 'C' }] }],
    cards: { 's.c': [{ id: 'a', answers: ['A'], text: 'x' }, { id: 'b', answers: ['B'], text: 'y', imageUrl: '/uploads/img.png' }] },
  });

  it('saving a card changed elsewhere since the form opened keeps both versions, the other right after', () => {
    const opened = data.cards['s.c']![0]!;
    const elsewhere = saveCard('s', 'c', { ...opened, text: 'changé ailleurs' })(data);
    const mine = { ...opened, text: 'changé ici' };
    const { edit, kept } = saveEditedCard('s', 'c', mine, opened, elsewhere);
    expect(kept).toBe(true);
    const saved = edit(elsewhere).cards['s.c']!;
    expect(saved.map((c) => c.text)).toEqual(['changé ici', 'changé ailleurs', 'y']);
    expect(new Set(saved.map((c) => c.id)).size).toBe(3);

    // Unchanged elsewhere, or a new card: a plain save.
    expect(saveEditedCard('s', 'c', mine, opened, data).kept).toBe(false);
    expect(saveEditedCard('s', 'c', { ...mine, id: 'n' }, null, elsewhere).kept).toBe(false);
  });

  it('adds at the end, replaces by id, deletes and restores at the same place', () => {
    const added = saveCard('s', 'c', { id: 'n', answer: 'N', answers: ['N'], text: 'z', imageUrl: null })(data);
    expect(added.cards['s.c']!.map((c) => c.id)).toEqual(['a', 'b', 'n']);
    const edited = saveCard('s', 'c', { id: 'a', answer: 'A2', answers: ['A2'], text: 'x', imageUrl: null })(added);
    expect(edited.cards['s.c']![0]!.answer).toBe('A2');
    const card = data.cards['s.c']![0]!;
    const deleted = deleteCard('s', 'c', 'a')(data);
    expect(deleted.cards['s.c']!.map((c) => c.id)).toEqual(['b']);
    const restored = restoreCard('s', 'c', card, 0)(deleted);
    expect(restored.cards['s.c']).toEqual(data.cards['s.c']);
    expect(restoreCard('s', 'c', card, 0)(restored)).toEqual(restored);
  });

  it('tells whether an image is still shown by a card', () => {
    expect(isImageUsed(data, '/uploads/img.png')).toBe(true);
    expect(isImageUsed(deleteCard('s', 'c', 'b')(data), '/uploads/img.png')).toBe(false);
  });
});
