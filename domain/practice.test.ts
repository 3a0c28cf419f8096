import { describe, expect, it } from 'vitest';
import { normaliseUserData } from './data/userData';
import { boardAnswers, chapterAnswers, practiceItems, questionKind } from './practice';

describe('practiceItems', () => {
  const data = normaliseUserData({
    subjects: [{ id: 's', name: 'Anatomie', chapters: [{ id: 'c', name: 'Cœur' }] }],
    cards: { 's.c': [{ id: 'k1', answer: 'Aorte', answers: ['Aorta'], text: 'Vaisseau' }] },
    zoningSets: {
      's.c': [{ id: 'b', imageUrl: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png', legends: [{ id: 'l1', label: 'VG', points: [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }] }] }],
    },
    mindMaps: {
      's.c': [
        {
          id: 'm',
          nodes: [{ id: 'n1', label: 'Cœur' }, { id: 'n2', label: '' }, { id: 'n3', label: 'Poumon' }],
          edges: [{ id: 'e1', fromId: 'n1', toId: 'n3', labelAbove: 'artère <i>pulmonaire</i>', labelBelow: ' ' }],
        },
      ],
    },
  });

  it('lists the questions of each method by id', () => {
    expect([...practiceItems(data, 'association', 's', 'c').keys()]).toEqual(['k1']);
    expect(practiceItems(data, 'association', 's', 'c').get('k1')!.answers).toEqual(['Aorte', 'Aorta']);
    expect([...practiceItems(data, 'image-zoning', 's', 'c').keys()]).toEqual(['l1']);
    expect([...practiceItems(data, 'mindmap', 's', 'c').keys()]).toEqual(['n1', 'n3', 'e1:above']);
    expect(practiceItems(data, 'mindmap', 's', 'c').get('e1:above')!.answers).toEqual(['artère pulmonaire']);
  });

  it('gives the answers of the typed items as the context of the answer check', () => {
    expect(chapterAnswers(practiceItems(data, 'association', 's', 'c'))).toEqual(['Aorte', 'Aorta']);
    expect(chapterAnswers(practiceItems(data, 'mindmap', 's', 'c'))).toEqual(['Cœur', 'Poumon', 'artère pulmonaire']);
    expect(chapterAnswers(practiceItems(data, 'image-zoning', 's', 'c'))).toEqual([]);
  });

  it('lets a card or a map text be typed only, a zoning legend placed or its zone named', () => {
    const card = practiceItems(data, 'association', 's', 'c').get('k1')!;
    const legend = practiceItems(data, 'image-zoning', 's', 'c').get('l1')!;
    const node = practiceItems(data, 'mindmap', 's', 'c').get('n1')!;
    // Without a kind (older clients), each is asked its method's first way.
    expect([questionKind(card, undefined), questionKind(legend, undefined), questionKind(node, undefined)]).toEqual(['typed', 'placement', 'typed']);
    expect([questionKind(legend, 'zone-name'), questionKind(legend, 'placement')]).toEqual(['zone-name', 'placement']);
    expect([questionKind(card, 'placement'), questionKind(card, 'zone-name'), questionKind(legend, 'typed'), questionKind(node, 'zone-name')]).toEqual([null, null, null, null]);
  });

  it('gives a legend its zone and its board’s labels, the context when its zone is named', () => {
    const zoning = normaliseUserData({
      subjects: [{ id: 's', name: 'Anatomie', chapters: [{ id: 'c', name: 'Bassin' }] }],
      zoningSets: {
        's.c': [
          { id: 'b1', imageUrl: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png', legends: [{ id: 'l1', label: '<b>Ilion</b>' }, { id: 'l2', label: 'Iléon' }] },
          { id: 'b2', imageUrl: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png', legends: [{ id: 'l3', label: 'Ilium' }] },
        ],
      },
    });
    const items = practiceItems(zoning, 'image-zoning', 's', 'c');
    expect(items.get('l1')!.zone).toMatchObject({ legend: { id: 'l1' }, boardAnswers: ['Ilion', 'Iléon'] });
    expect(items.get('l3')!.zone!.boardAnswers).toEqual(['Ilium']);
    expect(boardAnswers(zoning.zoningSets['s.c']![0]!)).toEqual(['Ilion', 'Iléon']);
  });

  it('is empty for an unknown chapter, or a method that owns no material (a QCM is drawn by the server)', () => {
    expect(practiceItems(data, 'association', 's', 'nope').size).toBe(0);
    expect(practiceItems(data, 'qcm', 's', 'c').size).toBe(0);
  });
});
