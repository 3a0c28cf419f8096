import { useEffect, useMemo } from 'react';
import { newId } from '../../domain/data/primitives';
import { addLegend, canAddLegend, canRedo, canUndo, leaveDrawing, redo, undo } from '../../engine/zoning/editor';
import { editorScene, type SceneSource } from '../../engine/zoning/scene';
import type { EditorStore } from '../../engine/zoning/store';
import { doubleClick, pointerCancel, pointerDown, pointerMove, pointerUp } from '../../engine/zoning/tools';
import { BoardCanvas, type BoardCanvasLabels } from './BoardCanvas';
import { LegendPanel, type LegendPanelTexts } from './LegendPanel';
import { useEditorState } from './useEditorState';

export interface ZoningEditorTexts extends LegendPanelTexts {
  legendCount: (n: number) => string;
  addLegend: string;
  undo: string;
  redo: string;
  /** Shown instead of the board while there is no image. */
  noImage: string;
}

interface ZoningBoardEditorProps {
  store: EditorStore;
  /** The diagram, or '' while the page has none. */
  imageUrl: string;
  text: ZoningEditorTexts;
  /** Accessible name of the board. */
  boardLabel: string;
  boardLabels: BoardCanvasLabels;
}

/** Typing fields keep their own Ctrl+Z; the board's undo is for everything else. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

/**
 * The zoning editor (part 2 §4): the board, its toolbar and the legend panel over the engine's
 * store. Pointers go straight to the store and the Pixi scene follows it without React; panels
 * subscribe to what they show. Shortcuts: Escape leaves drawing, Ctrl/⌘+Z undoes,
 * Shift+Ctrl/⌘+Z (or Ctrl+Y) redoes.
 */
export function ZoningBoardEditor({ store, imageUrl, text, boardLabel, boardLabels }: ZoningBoardEditorProps) {
  const drawing = useEditorState(store, (s) => s.drawing);
  const scene = useMemo<SceneSource>(() => ({ get: () => editorScene(store.get()), subscribe: store.subscribe }), [store]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        store.dispatch(leaveDrawing);
        return;
      }
      if (!(event.ctrlKey || event.metaKey) || isTextField(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        event.preventDefault();
        store.dispatch(key === 'y' || event.shiftKey ? redo : undo);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);

  return (
    <div className="zoning-board-editor">
      {imageUrl ? (
        <BoardCanvas
          imageUrl={imageUrl}
          scene={scene}
          label={boardLabel}
          labels={boardLabels}
          cursor={drawing ? 'crosshair' : 'default'}
          onPress={(input) => store.dispatch((s) => pointerDown(s, input))}
          onMove={(point) => store.dispatch((s) => pointerMove(s, point))}
          onRelease={() => store.dispatch(pointerUp)}
          onCancel={() => store.dispatch(pointerCancel)}
          onDouble={(input) => store.dispatch((s) => doubleClick(s, input))}
        />
      ) : (
        <p className="zoning-editor__placeholder">{text.noImage}</p>
      )}
      <EditorToolbar store={store} text={text} imageReady={imageUrl !== ''} />
      <LegendPanel store={store} text={text} />
    </div>
  );
}

function EditorToolbar({ store, text, imageReady }: { store: EditorStore; text: ZoningEditorTexts; imageReady: boolean }) {
  const count = useEditorState(store, (s) => s.legends.length);
  const undoable = useEditorState(store, canUndo);
  const redoable = useEditorState(store, canRedo);
  const addable = useEditorState(store, canAddLegend);
  return (
    <div className="zoning-editor__toolbar">
      <h2 className="zoning-editor__heading">
        {text.legends} <span className="zoning-editor__count">{text.legendCount(count)}</span>
      </h2>
      <div className="zoning-editor__tools">
        <button type="button" className="btn btn--ghost btn--sm" disabled={!undoable} onClick={() => store.dispatch(undo)} title="Ctrl+Z">
          {text.undo}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" disabled={!redoable} onClick={() => store.dispatch(redo)} title="Maj+Ctrl+Z">
          {text.redo}
        </button>
        <button type="button" className="btn btn--primary btn--sm" disabled={!imageReady || !addable} onClick={() => store.dispatch((s) => addLegend(s, newId()))}>
          {text.addLegend}
        </button>
      </div>
    </div>
  );
}
