import { createContext } from 'react';
import type { MindMapNode } from '../../domain/data/mindMaps';
import type { MapSlots } from './canvasModel';

/** What a card shows: its node (label, annotation, colour, image) and how the screen fills its texts. */
export interface CardContent {
  node: MindMapNode;
  slots: MapSlots;
}

/**
 * The cards' contents, held beside the cards the canvas places: each card subscribes to its own,
 * so a text typed in one node redraws that card alone, while the canvas, which only places and
 * sizes the cards, hears of nothing (it would compare every card and reshape the arrows on it).
 */
export interface CardContents {
  get(id: string): CardContent | undefined;
  subscribe(id: string, listener: () => void): () => void;
  /**
   * Takes the map's nodes and slots in, during the canvas's render, so a card drawn in that render
   * (a new node) finds its content; the cards whose content changed hear of it on `notify`.
   */
  take(nodes: readonly MindMapNode[], slots: MapSlots): void;
  /** Tells the cards whose content changed since the last call (from a layout effect, before paint). */
  notify(): void;
}

export function createCardContents(): CardContents {
  let contents = new Map<string, CardContent>();
  const changed = new Set<string>();
  const listeners = new Map<string, Set<() => void>>();
  return {
    get: (id) => contents.get(id),
    subscribe(id, listener) {
      const own = listeners.get(id) ?? new Set();
      listeners.set(id, own.add(listener));
      return () => {
        own.delete(listener);
        if (own.size === 0) listeners.delete(id);
      };
    },
    take(nodes, slots) {
      const next = new Map<string, CardContent>();
      for (const node of nodes) {
        const before = contents.get(node.id);
        const content = before && before.node === node && before.slots === slots ? before : { node, slots };
        if (content !== before) changed.add(node.id);
        next.set(node.id, content);
      }
      contents = next;
    },
    notify() {
      const ids = [...changed];
      changed.clear();
      for (const id of ids) listeners.get(id)?.forEach((listener) => listener());
    },
  };
}

/** The canvas's card contents, for the cards it draws. */
export const CardContentsContext = createContext<CardContents | null>(null);
