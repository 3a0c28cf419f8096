import { useEffect, useMemo, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { newId } from '../../domain/data/primitives';
import { richTextToPlain } from '../../domain/richText';
import { addLegend, canAddLegend, canRedo, canUndo, redo, undo } from '../../engine/zoning/editor';
import type { Reach } from '../../engine/zoning/hitTest';
import { announce, arrowKey, deleteKey, enterKey, escapeKey, hideCrosshair, isArrowKey, showCrosshair, type Announcement } from '../../engine/zoning/keyboard';
import { editorScene, type SceneSource } from '../../engine/zoning/scene';
import type { EditorAction, EditorStore } from '../../engine/zoning/store';
import { doubleClick, pointerCancel, pointerDown, pointerMove, pointerUp } from '../../engine/zoning/tools';
import { BoardCanvas, type BoardCanvasLabels } from './BoardCanvas';
import { prepareBoardCanvas } from './prepareBoard';
import { LegendPanel, type LegendPanelTexts } from './LegendPanel';
import { useEditorState } from './useEditorState';

export interface ZoningEditorTexts extends LegendPanelTexts {
  legendCount: (n: number) => string;
  addLegend: string;
  undo: string;
  redo: string;
  /** Shown instead of the board while there is no image. */
  noImage: string;
  /** How to use the board with the keyboard. */
  boardKeys: string;
  announce: AnnouncementTexts;
}

export interface AnnouncementTexts {
  crosshair: (x: number, y: number) => string;
  pointAdded: (n: number, x: number, y: number) => string;
  vertexSelected: (n: number) => string;
  vertexMoved: (n: number, x: number, y: number) => string;
  vertexRemoved: (n: number) => string;
  vertexReleased: string;
  legendSelected: (name: string) => string;
  drawingLeft: string;
  undone: string;
  redone: string;
}

const percent = (value: number) => Math.round(value * 100);

/** What the status region says after a keyboard action. */
function spoken(found: Announcement, text: AnnouncementTexts): string {
  switch (found.kind) {
    case 'crosshair':
      return text.crosshair(percent(found.point.x), percent(found.point.y));
    case 'point-added':
      return text.pointAdded(found.number, percent(found.point.x), percent(found.point.y));
    case 'vertex-selected':
      return text.vertexSelected(found.number);
    case 'vertex-moved':
      return text.vertexMoved(found.number, percent(found.point.x), percent(found.point.y));
    case 'vertex-removed':
      return text.vertexRemoved(found.number);
    case 'vertex-released':
      return text.vertexReleased;
    case 'legend-selected':
      return text.legendSelected(richTextToPlain(found.label).trim());
    case 'drawing-left':
      return text.drawingLeft;
  }
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

/** Applies a keyboard action and says what it did (or `said`, when it changed anything). */
function perform(store: EditorStore, action: EditorAction, text: AnnouncementTexts, say: (message: string) => void, said?: string): void {
  const before = store.get();
  store.dispatch(action);
  const found = announce(before, store.get());
  if (said && store.get() !== before) say(said);
  else if (found) say(spoken(found, text));
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
  const [spokenText, setSpokenText] = useState('');

  // The editor is there to draw on a board: its painter starts with the page, not with the diagram.
  useEffect(prepareBoardCanvas, []);

  useEffect(() => {
    const act = (action: EditorAction, said?: string) => perform(store, action, text.announce, setSpokenText, said);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        act(escapeKey);
        return;
      }
      if (!(event.ctrlKey || event.metaKey) || isTextField(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        event.preventDefault();
        const redoing = key === 'y' || event.shiftKey;
        act(redoing ? redo : undo, redoing ? text.announce.redone : text.announce.undone);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, text]);

  function onBoardKey(event: ReactKeyboardEvent<HTMLDivElement>, reach: Reach) {
    const key = event.key;
    let action: EditorAction | null = null;
    if (isArrowKey(key)) action = (s) => arrowKey(s, key, event.shiftKey);
    else if (key === 'Enter') action = (s) => enterKey(s, reach);
    else if (key === 'Delete' || key === 'Backspace') action = deleteKey;
    if (!action) return;
    event.preventDefault();
    perform(store, action, text.announce, setSpokenText);
  }

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
          onKey={onBoardKey}
          keyHint={text.boardKeys}
          onKeyboardFocus={() => store.dispatch(showCrosshair)}
          onBlur={() => store.dispatch(hideCrosshair)}
        />
      ) : (
        <p className="zoning-editor__placeholder">{text.noImage}</p>
      )}
      <p className="visually-hidden" role="status">
        {spokenText}
      </p>
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
