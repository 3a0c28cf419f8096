import { describe, expect, it } from 'vitest';
import { normaliseUserData, emptyUserData } from './userData';

const subject = {
  id: 's1',
  name: '  Anatomie ',
  colorHex: '#22C55E',
  chapters: [
    { id: 'c1', name: 'Cœur' },
    { id: 'c2', name: '   ' },
  ],
};

describe('normaliseUserData', () => {
  it('turns any input into an empty but valid document', () => {
    for (const input of [null, 42, 'x', [], { subjects: 'nope', cards: [] }]) {
      expect(normaliseUserData(input)).toEqual(emptyUserData());
    }
  });

  it('trims names, lower-cases colours and drops nameless chapters', () => {
    const data = normaliseUserData({ subjects: [subject, { name: '' }] });
    expect(data.subjects).toEqual([{ id: 's1', name: 'Anatomie', colorHex: '#22c55e', chapters: [{ id: 'c1', name: 'Cœur' }] }]);
  });

  it('gives fresh ids to duplicates and to missing ids, losing nothing', () => {
    const data = normaliseUserData({ subjects: [{ id: 'a', name: 'A' }, { id: 'a', name: 'B' }, { name: 'C' }] });
    const ids = data.subjects.map((s) => s.id);
    expect(new Set(ids).size).toBe(3);
    expect(data.subjects.map((s) => s.name)).toEqual(['A', 'B', 'C']);
  });

  it('drops content and progress of chapters that no longer exist', () => {
    const card = { id: 'k', answer: 'Aorte', text: 'Gros vaisseau' };
    const data = normaliseUserData({
      subjects: [subject],
      cards: { 's1.c1': [card], 's1.gone': [card], 'other.c1': [card] },
      progress: { 'association:s1:c1': { attempts: 3, correct: 5, lastAt: 1 }, 'association:s1:gone': { attempts: 1 } },
    });
    expect(Object.keys(data.cards)).toEqual(['s1.c1']);
    expect(Object.keys(data.progress)).toEqual(['association:s1:c1']);
    expect(data.progress['association:s1:c1']).toEqual({ attempts: 3, correct: 3, lastAt: 1 });
  });

  it('keeps cards with an answer and a description, de-duplicating answers ignoring case and accents', () => {
    const data = normaliseUserData({
      subjects: [subject],
      cards: {
        's1.c1': [
          { id: 'k1', answer: 'Fémur', answers: ['femur', ' FÉMUR ', '', 'Os de la cuisse'], text: '<b>Os</b><script>x</script>' },
          { id: 'k2', answer: 'Sans description', text: '  ' },
          { id: 'k3', answers: [], text: 'Sans réponse' },
          { id: 'k4', answer: 'Image seule', imageUrl: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png' },
          { id: 'k5', answer: 'Lien piégé', imageUrl: 'javascript:alert(1)', text: 'x' },
        ],
      },
    });
    const cards = data.cards['s1.c1']!;
    expect(cards.map((c) => c.id)).toEqual(['k1', 'k4', 'k5']);
    expect(cards[0]).toMatchObject({ answer: 'Fémur', answers: ['Fémur', 'Os de la cuisse'], text: '<b>Os</b>' });
    expect(cards[2]!.imageUrl).toBeNull();
  });

  it('keeps at most 50 answers per card', () => {
    const answers = Array.from({ length: 80 }, (_, i) => `réponse ${i}`);
    const data = normaliseUserData({ subjects: [subject], cards: { 's1.c1': [{ answers, text: 't' }] } });
    expect(data.cards['s1.c1']![0]!.answers).toHaveLength(50);
  });

  it('clamps legend points, drops near-duplicates and derives the centroid', () => {
    const data = normaliseUserData({
      subjects: [subject],
      zoningSets: {
        's1.c1': [
          {
            id: 'b1',
            imageUrl: 'https://example.org/coeur.png',
            legends: [
              { label: 'Ventricule', color: 'nope', points: [{ x: -1, y: 0 }, { x: 1, y: 0 }, { x: 1.5, y: 1 }, { x: 0, y: 1 }, { x: 0.00001, y: 1 }] },
            ],
          },
          { id: 'b2', imageUrl: '', legends: [] },
        ],
      },
    });
    const boards = data.zoningSets['s1.c1']!;
    expect(boards).toHaveLength(1);
    const legend = boards[0]!.legends[0]!;
    expect(legend.points).toEqual([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }, { x: 0, y: 1 }]);
    expect(legend).toMatchObject({ x: 0.5, y: 0.5, color: '#6366f1', format: 'image' });
  });

  it('drops mind-map edges whose ends do not exist', () => {
    const data = normaliseUserData({
      subjects: [subject],
      mindMaps: {
        's1.c1': [
          {
            id: 'm1',
            nodes: [{ id: 'n1', label: 'Cœur' }, { id: 'n2', label: 'Aorte', color: '#ABCDEF', x: 3 }],
            edges: [{ fromId: 'n1', toId: 'n2', labelAbove: '<i>éjecte</i>' }, { fromId: 'n1', toId: 'nx' }],
          },
        ],
      },
    });
    const map = data.mindMaps['s1.c1']![0]!;
    expect(map.edges).toHaveLength(1);
    expect(map.edges[0]).toMatchObject({ fromId: 'n1', toId: 'n2', color: '#94a3b8', labelAbove: '<i>éjecte</i>' });
    expect(map.nodes[1]).toMatchObject({ color: '#abcdef', x: 1, y: 0.5 });
  });

  it('refuses impossible sessions', () => {
    const base = { id: 'x', methodId: 'association', subjectId: 's1', chapterId: 'c1', startedAt: 10, finishedAt: 20, total: 2, correct: 1 };
    const data = normaliseUserData({
      sessions: [base, { ...base, id: 'y', correct: 3 }, { ...base, id: 'z', finishedAt: 5 }, { ...base, id: 'w', methodId: 'hack' }],
    });
    expect(data.sessions.map((s) => s.id)).toEqual(['x']);
    expect(data.sessions[0]!.percent).toBe(50);
  });

  it('keeps how a session question was asked, when it is a known way', () => {
    const base = { id: 'x', methodId: 'image-zoning', subjectId: 's1', chapterId: 'c1', startedAt: 10, finishedAt: 20 };
    const question = { cardId: 'l1', correct: true, userAnswer: 'aorte', rightAnswer: 'Aorte' };
    const data = normaliseUserData({ sessions: [{ ...base, questions: [{ ...question, kind: 'zone-name' }, { ...question, cardId: 'l2', kind: 'deviner' }, { ...question, cardId: 'l3' }] }] });
    expect(data.sessions[0]!.questions.map((q) => q.kind)).toEqual(['zone-name', undefined, undefined]);
    expect(data.sessions[0]!.questions[1]).not.toHaveProperty('kind');
  });

  it('is idempotent', () => {
    const once = normaliseUserData({ subjects: [subject], cards: { 's1.c1': [{ answer: 'a', text: 'b\nc' }] } });
    // A copy: the lists it produced would be recognised and kept as they are.
    expect(normaliseUserData(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });

  it('keeps the lists it normalised and normalises again only those an edit replaced', () => {
    const two = { ...subject, chapters: [...subject.chapters, { id: 'c2', name: 'Deux' }] };
    const once = normaliseUserData({ subjects: [two], cards: { 's1.c1': [{ answer: 'a', text: 'b' }], 's1.c2': [{ answer: 'x', text: 'y' }] } });
    const edited = { ...once, cards: { ...once.cards, 's1.c2': [{ ...once.cards['s1.c2']![0]!, text: '<p>z<script>alert(1)</script></p>' }] } };
    const again = normaliseUserData(edited);
    expect(again.subjects).toBe(once.subjects);
    expect(again.cards['s1.c1']).toBe(once.cards['s1.c1']);
    expect(again.cards['s1.c2']![0]!.text).not.toContain('script');
    // A list moved under another chapter is normalised there, not taken as it was.
    const moved = normaliseUserData({ ...once, cards: { 's1.c2': once.cards['s1.c1'] } });
    expect(moved.cards['s1.c2']).not.toBe(once.cards['s1.c1']);
    expect(moved.cards['s1.c2']).toEqual(once.cards['s1.c1']);
  });
});
