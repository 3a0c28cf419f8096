import { describe, expect, it } from 'vitest';
import type { MindMapNode } from '../../../domain/data/mindMaps';
import { nodeNames, plainLabel } from './nodeNames';

const node = (id: string, label: string): MindMapNode => ({ id, label, color: '#6366f1', imageUrl: null, annotation: null, x: 0.5, y: 0.5 });

describe('node names in the lists', () => {
  it('are the plain labels, or « Noeud n (sans intitulé) » for a label with no text', () => {
    const names = nodeNames([node('a', '<b>Aorte</b>  thoracique'), node('b', ''), node('c', '<br>&nbsp;')]);
    expect(names).toEqual([
      { id: 'a', name: 'Aorte thoracique' },
      { id: 'b', name: 'Noeud 2 (sans intitulé)' },
      { id: 'c', name: 'Noeud 3 (sans intitulé)' },
    ]);
  });

  it('follow a renamed node, which comes as a new node object', () => {
    const before = node('a', 'Aorte');
    expect(plainLabel(before)).toBe('Aorte');
    const renamed = { ...before, label: 'Aorte <i>ascendante</i>' };
    expect(nodeNames([renamed])[0]!.name).toBe('Aorte ascendante');
    expect(plainLabel(before)).toBe('Aorte');
  });
});
