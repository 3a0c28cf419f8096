import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Legend } from '../../domain/data/zoning';
import { createEditor, leaveDrawing, redo, undo, type EditorState } from '../../engine/zoning/editor';
import { editorScene } from '../../engine/zoning/scene';

export type EditorAction = (state: EditorState) => EditorState;

/** Typing fields keep their own Ctrl+Z; the board's undo is for everything else. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

/**
 * The engine's editor state in React, with the keyboard shortcuts of the zoning editor:
 * Escape leaves drawing, Ctrl/⌘+Z undoes, Shift+Ctrl/⌘+Z (or Ctrl+Y) redoes.
 */
export function useBoardEditor(initial: Legend[]) {
  const [state, setState] = useState<EditorState>(() => createEditor(initial));
  const apply = useCallback((action: EditorAction) => setState(action), []);
  const load = useCallback((legends: Legend[]) => setState(createEditor(legends)), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setState(leaveDrawing);
        return;
      }
      if (!(event.ctrlKey || event.metaKey) || isTextField(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        event.preventDefault();
        setState(key === 'y' || event.shiftKey ? redo : undo);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const scene = useMemo(() => editorScene(state), [state]);
  return { state, apply, load, scene };
}
