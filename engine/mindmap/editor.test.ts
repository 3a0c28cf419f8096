import { describe, expect, it } from 'vitest';
import * as ed from './editor';

const withNodes = (n: number) => Array.from({ length: n }, (_, i) => i).reduce((s, i) => ed.addNode(s, undefined, `n${i}`), ed.emptyEditor('m'));
const contents = (s: ed.MapEditorState) => ({ title: s.title, backgroundColor: s.backgroundColor, nodes: s.nodes, edges: s.edges });

describe('mind-map editor', () => {
  it('links the first and second nodes with the first edge, and needs two nodes for an edge', () => {
    expect(ed.addEdge(withNodes(1)).edges).toEqual([]);
    const state = ed.addEdge(withNodes(3), undefined, undefined, 'e0');
    expect(state.edges[0]).toMatchObject({ fromId: 'n0', toId: 'n1', color: '#94a3b8' });
    expect(state.activeId).toBe('e0');
  });

  it('stops at 40 nodes and 80 edges', () => {
    let state = withNodes(45);
    expect(state.nodes).toHaveLength(40);
    for (let i = 0; i < 90; i++) state = ed.addEdge(state);
    expect(state.edges).toHaveLength(80);
  });

  it('deletes the edges of a deleted node, and Delete removes the active node or arrow', () => {
    let state = ed.addEdge(ed.addEdge(withNodes(3)));
    state = ed.removeNode(state, 'n1');
    expect(state.nodes.map((n) => n.id)).toEqual(['n0', 'n2']);
    expect(state.edges).toEqual([]);
    state = ed.addEdge(state, 'n0', 'n2', 'e9');
    expect(ed.removeActive(state).edges).toEqual([]);
    expect(ed.removeActive(ed.select(state, 'n2')).nodes.map((n) => n.id)).toEqual(['n0']);
    const none = ed.select(state, null);
    expect(ed.removeActive(none)).toBe(none);
  });

  it('puts a node added by a double-click where it was asked, in stored 0..1 units', () => {
    const state = ed.addNode(ed.emptyEditor(), { x: 400, y: 250 }, 'a');
    expect(state.nodes[0]).toMatchObject({ id: 'a', x: 0.25, y: 0.25 });
  });

  it('undoes every edit back to the loaded map and redoes them all, in order', () => {
    const loaded = withNodes(2);
    const start = ed.editorOf(ed.mapToSave(ed.addEdge(loaded, 'n0', 'n1', 'e0'), 's', 'c', 1));
    const steps: ((s: ed.MapEditorState) => ed.MapEditorState)[] = [
      (s) => ed.addNode(s, undefined, 'n2'),
      (s) => ed.updateNode(s, 'n2', { label: 'C' }),
      (s) => ed.updateNode(s, 'n2', { label: 'Cœ' }),
      (s) => ed.updateNode(s, 'n2', { label: 'Cœur' }),
      (s) => ed.moveNode(s, 'n2', { x: 800, y: 500 }),
      (s) => ed.updateNode(s, 'n2', { color: '#ef4444' }),
      (s) => ed.addEdge(s, 'n2', 'n0', 'e1'),
      (s) => ed.updateEdge(s, 'e1', { labelAbove: 'irrigue' }),
      (s) => ed.updateEdge(s, 'e1', { color: '#22c55e' }),
      (s) => ed.removeEdge(s, 'e0'),
      (s) => ed.removeNode(s, 'n1'),
      (s) => ed.setTitle(s, 'Circulation'),
    ];
    const states = [start];
    for (const step of steps) states.push(step(states[states.length - 1]!));
    const end = states[states.length - 1]!;
    expect(end.nodes.find((n) => n.id === 'n2')).toMatchObject({ label: 'Cœur', color: '#ef4444', x: 0.5, y: 0.5 });

    // Typing 'C', 'Cœ', 'Cœur' in one label is one step: 10 steps in all.
    let state = end;
    let undos = 0;
    while (ed.canUndo(state)) {
      state = ed.undo(state);
      undos++;
    }
    expect(undos).toBe(10);
    expect(contents(state)).toEqual(contents(start));
    while (ed.canRedo(state)) state = ed.redo(state);
    expect(contents(state)).toEqual(contents(end));
  });

  it('starts a new undo step when another item is selected between two typings', () => {
    let state = withNodes(2);
    const before = state.history.past.length;
    state = ed.updateNode(state, 'n0', { label: 'A' });
    state = ed.select(state, 'n1');
    state = ed.select(state, 'n0');
    state = ed.updateNode(state, 'n0', { label: 'AB' });
    expect(state.history.past.length).toBe(before + 2);
    expect(ed.undo(state).nodes[0]!.label).toBe('A');
  });

  it('counts an unchanged field, or an unknown item, as no edit', () => {
    const state = withNodes(1);
    expect(ed.updateNode(state, 'n0', { label: '' })).toBe(state);
    expect(ed.updateNode(state, 'ghost', { label: 'x' })).toBe(state);
    expect(ed.moveNode(state, 'n0', { x: state.nodes[0]!.x * 1600, y: state.nodes[0]!.y * 1000 })).toBe(state);
  });

  it('names the save rule broken, in the spec order, and stores a sanitised map', () => {
    expect(ed.saveProblem(ed.emptyEditor())).toBe('noNode');
    expect(ed.saveProblem(withNodes(2))).toBe('noEdge');
    const linked = ed.addEdge(withNodes(2));
    expect(ed.saveProblem({ ...linked, edges: linked.edges.map((e) => ({ ...e, toId: 'ghost' })) })).toBe('noValidEdge');
    expect(ed.saveProblem(linked)).toBeNull();
    const map = ed.mapToSave(ed.updateNode(linked, 'n0', { label: '<b>Cœur</b><script>x</script>' }), 's', 'c', 1000);
    expect(map).toMatchObject({ id: 'm', subjectId: 's', chapterId: 'c', title: null, createdAt: 1000 });
    expect(map.nodes[0]!.label).toBe('<b>Cœur</b>');
  });
});
