import type { MindMap } from '../../../domain/data/mindMaps';
import { chapterKey } from '../../../domain/data/subjects';
import type { StudyData } from '../../../domain/data/userData';
import type { Edit } from '../../state/saveQueue';

/** The chapter's mind maps, newest first. */
export function chapterMaps(data: StudyData | null, subjectId: string, chapterId: string): MindMap[] {
  return data?.mindMaps[chapterKey(subjectId, chapterId)] ?? [];
}

function withMaps(data: StudyData, key: string, change: (maps: MindMap[]) => MindMap[]): StudyData {
  const maps = change(data.mindMaps[key] ?? []);
  const mindMaps = { ...data.mindMaps };
  if (maps.length > 0) mindMaps[key] = maps;
  else delete mindMaps[key];
  return { ...data, mindMaps };
}

/** Saving replaces the map with the same id in place, or prepends it (part 2 §4). */
export function saveMap(map: MindMap): Edit<StudyData> {
  return (data) =>
    withMaps(data, chapterKey(map.subjectId, map.chapterId), (maps) =>
      maps.some((m) => m.id === map.id) ? maps.map((m) => (m.id === map.id ? map : m)) : [map, ...maps],
    );
}

export function deleteMap(subjectId: string, chapterId: string, id: string): Edit<StudyData> {
  return (data) => withMaps(data, chapterKey(subjectId, chapterId), (maps) => maps.filter((m) => m.id !== id));
}

/** Puts a deleted map back where it was (undo), unless it exists again meanwhile. */
export function restoreMap(map: MindMap, index: number): Edit<StudyData> {
  return (data) =>
    withMaps(data, chapterKey(map.subjectId, map.chapterId), (maps) => {
      if (maps.some((m) => m.id === map.id)) return maps;
      const at = Math.min(index, maps.length);
      return [...maps.slice(0, at), map, ...maps.slice(at)];
    });
}
