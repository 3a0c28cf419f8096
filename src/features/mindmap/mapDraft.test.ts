import { describe, expect, it } from 'vitest';
import * as ed from '../../../engine/mindmap/editor';
import { editorOfDraft, unsavedMap } from './mapDraft';

const built = () => ed.setTitle(ed.addEdge(ed.addNode(ed.addNode(ed.emptyEditor('m')))), '  Circulation ');

describe('the mind-map draft', () => {
  it('keeps nothing of an untouched new map, and the map being built once it has content', () => {
    expect(unsavedMap(ed.emptyEditor('m'), [], 's', 'c')).toBeNull();
    const draft = unsavedMap(built(), [], 's', 'c');
    expect(draft).toMatchObject({ id: 'm', title: '  Circulation ' });
    expect(draft?.nodes).toHaveLength(2);
    expect(draft).not.toHaveProperty('history');
  });

  it('keeps nothing once the map is saved as it stands (the saved copy is normalised), and its changes after that', () => {
    const state = built();
    const saved = ed.mapToSave(state, 's', 'c', 1000);
    expect(unsavedMap(ed.saved(state, saved.createdAt), [saved], 's', 'c')).toBeNull();
    const renamed = ed.updateNode(state, state.nodes[0]!.id, { label: 'Cœur' });
    expect(unsavedMap(renamed, [saved], 's', 'c')?.nodes[0]!.label).toBe('Cœur');
  });

  it('comes back as an editor with nothing selected and nothing to undo', () => {
    const editor = editorOfDraft(unsavedMap(built(), [], 's', 'c')!);
    expect(editor.nodes).toHaveLength(2);
    expect(editor.activeId).toBeNull();
    expect(ed.canUndo(editor)).toBe(false);
  });
});
