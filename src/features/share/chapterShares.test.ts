import { describe, expect, it } from 'vitest';
import { normaliseUserData } from '../../../domain/data/userData';
import { boardShare, boardsShare, mapShare, mapsShare } from './chapterShares';

const data = normaliseUserData({
  subjects: [{ id: 's', name: 'Anatomie', chapters: [{ id: 'c', name: 'Cœur' }] }],
  zoningSets: {
    's.c': [
      { id: 'ok', imageUrl: 'https://example.org/a.png', legends: [{ label: 'VG', points: [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }] }] },
      { id: 'nolegend', imageUrl: 'https://example.org/b.png', legends: [] },
    ],
  },
  mindMaps: {
    's.c': [
      { id: 'ok', nodes: [{ id: 'a', label: 'Cœur' }, { id: 'b', label: 'Aorte' }], edges: [{ fromId: 'a', toId: 'b' }] },
      { id: 'lonely', nodes: [{ id: 'a', label: 'Seul' }], edges: [] },
    ],
  },
});
const boards = data.zoningSets['s.c']!;
const maps = data.mindMaps['s.c']!;

describe('chapter shares', () => {
  it('share complete boards and maps, and say why an incomplete one cannot go', () => {
    expect(boardShare(boards[0]!, 's', 'c')).toMatchObject({ type: 'zoning-set' });
    expect(boardShare(boards[1]!, 's', 'c')).toBe('Planche incomplète. Vérifie qu’elle contient un visuel et au moins une légende.');
    expect(mapShare(maps[0]!, 's', 'c')).toMatchObject({ type: 'mindmap-set' });
    expect(mapShare(maps[1]!, 's', 'c')).toBe('Mind map incomplète. Vérifie qu’elle contient des noeuds nommés et au moins une flèche.');
  });

  it('share all: the shareable ones, nothing for an empty chapter, a message when none can go', () => {
    expect(boardsShare(boards, 's', 'c')).toMatchObject({ type: 'zoning-collection', sets: [expect.anything()] });
    expect(boardsShare([], 's', 'c')).toBeNull();
    expect(boardsShare([boards[1]!], 's', 'c')).toBe('Aucune planche partageable (visual ou légendes manquants).');
    expect(mapsShare(maps, 's', 'c')).toMatchObject({ type: 'mindmap-collection', maps: [expect.anything()] });
    expect(mapsShare([maps[1]!], 's', 'c')).toBe('Aucune mind map partageable (intitulés ou flèches manquants).');
  });
});
