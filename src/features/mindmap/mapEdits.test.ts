import { describe, expect, it } from 'vitest';
import type { MindMap } from '../../../domain/data/mindMaps';
import type { StudyData } from '../../../domain/data/userData';
import { deleteMap, restoreMap, saveMap } from './mapEdits';

const map = (id: string, title: string | null = null) => ({ id, subjectId: 's', chapterId: 'c', title, backgroundColor: null, nodes: [], edges: [], createdAt: 1, updatedAt: 1 }) as MindMap;

describe('saved mind maps of a chapter', () => {
  it('replaces the map with the same id in place, or prepends it; deletes and restores', () => {
    const data = { mindMaps: { 's.c': [map('other')] } } as unknown as StudyData;
    expect(saveMap(map('m'))(data).mindMaps['s.c']!.map((m) => m.id)).toEqual(['m', 'other']);
    expect(saveMap(map('m', 'Nouveau'))(saveMap(map('m'))(data)).mindMaps['s.c']!.map((m) => m.title)).toEqual(['Nouveau', null]);
    const removed = deleteMap('s', 'c', 'other')(data);
    expect(removed.mindMaps['s.c']).toBeUndefined();
    expect(restoreMap(map('other'), 0)(removed).mindMaps['s.c']).toEqual([map('other')]);
  });
});
