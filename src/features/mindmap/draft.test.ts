import { describe, expect, it } from 'vitest';
import type { UserData } from '../../../domain/data/userData';
import { addEdge, addNode, emptyDraft, mapFromDraft, removeNode, saveProblem, updateNode } from './draft';
import { deleteMap, restoreMap, saveMap } from './mapEdits';

const withNodes = (n: number) => Array.from({ length: n }).reduce(addNode, emptyDraft());

describe('mind-map draft', () => {
  it('links the first and second nodes with the first edge, and needs two nodes for an edge', () => {
    expect(addEdge(withNodes(1)).edges).toEqual([]);
    const draft = addEdge(withNodes(3));
    expect(draft.edges[0]).toMatchObject({ fromId: draft.nodes[0]!.id, toId: draft.nodes[1]!.id, color: '#94a3b8' });
  });

  it('stops at 40 nodes and 80 edges', () => {
    const full = withNodes(45);
    expect(full.nodes).toHaveLength(40);
    let draft = full;
    for (let i = 0; i < 90; i++) draft = addEdge(draft);
    expect(draft.edges).toHaveLength(80);
  });

  it('deletes the edges of a deleted node', () => {
    let draft = addEdge(addEdge(withNodes(3)));
    draft = removeNode(draft, draft.nodes[1]!.id);
    expect(draft.nodes).toHaveLength(2);
    expect(draft.edges).toEqual([]);
  });

  it('gives the save messages of the spec, in order', () => {
    expect(saveProblem(emptyDraft())).toBe('Ajoute au moins un noeud à ta mind map.');
    expect(saveProblem(withNodes(2))).toBe('Ajoute au moins une flèche pour relier deux éléments.');
    const linked = addEdge(withNodes(2));
    const dangling = { ...linked, edges: linked.edges.map((e) => ({ ...e, toId: 'ghost' })) };
    expect(saveProblem(dangling)).toBe('Ajoute au moins une flèche valide pour relier deux noeuds.');
    expect(saveProblem(addEdge(withNodes(2)))).toBeNull();
  });

  it('stores a sanitised map, replacing the same id or prepending it', () => {
    let draft = addEdge(withNodes(2));
    draft = updateNode(draft, draft.nodes[0]!.id, { label: '<b>Cœur</b><script>x</script>' });
    const map = mapFromDraft(draft, 's', 'c', 1000);
    expect(map.nodes[0]!.label).toBe('<b>Cœur</b>');
    const other = { ...map, id: 'other' };
    const data = { mindMaps: { 's.c': [other] } } as unknown as UserData;
    expect(saveMap(map)(data).mindMaps['s.c']!.map((m) => m.id)).toEqual([map.id, 'other']);
    const renamed = { ...map, title: 'Nouveau' };
    expect(saveMap(renamed)(saveMap(map)(data)).mindMaps['s.c']!.map((m) => m.title)).toEqual(['Nouveau', null]);
    const removed = deleteMap('s', 'c', 'other')(data);
    expect(removed.mindMaps['s.c']).toBeUndefined();
    expect(restoreMap(other, 0)(removed).mindMaps['s.c']).toEqual([other]);
  });
});
