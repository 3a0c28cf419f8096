import { MAP_BACKGROUND, type MindMap } from '../../../domain/data/mindMaps';
import * as ed from '../../../engine/mindmap/editor';

/** The map being built in a chapter's editor, as kept on the device until it is saved (issue 18). */
export type MapDraft = Omit<ed.MapEditorState, 'history' | 'activeId'>;

export const mapDraftName = (subjectId: string, chapterId: string) => `maps:${subjectId}.${chapterId}`;

const content = (map: MindMap) => JSON.stringify([map.title, map.backgroundColor, map.nodes, map.edges]);

/** Whether two saved maps show the same thing (their times aside). */
export const sameMap = (a: MindMap, b: MindMap) => content(a) === content(b);

/**
 * What to keep of the editor: its map when it differs from the one saved under its id (none:
 * when it has a title, a node, an arrow or another background), else null (nothing unsaved).
 */
export function unsavedMap(state: ed.MapEditorState, saved: readonly MindMap[], subjectId: string, chapterId: string): MapDraft | null {
  const { id, title, backgroundColor, nodes, edges, createdAt } = state;
  const original = saved.find((map) => map.id === id);
  const changed = original
    ? content(ed.mapToSave(state, subjectId, chapterId, original.createdAt)) !== content(original)
    : title.trim() !== '' || nodes.length > 0 || edges.length > 0 || backgroundColor !== MAP_BACKGROUND;
  return changed ? { id, title, backgroundColor, nodes, edges, createdAt } : null;
}

/** The editor over a kept draft: nothing selected, nothing to undo. */
export function editorOfDraft(draft: MapDraft): ed.MapEditorState {
  return { ...ed.emptyEditor(draft.id), ...draft };
}
