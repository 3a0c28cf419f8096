import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { MAP_BACKGROUND, type MindMap } from '../../../domain/data/mindMaps';
import * as ed from '../../../engine/mindmap/editor';
import { MapCanvas } from '../../../editors/mindmap/MapCanvas';
import { createMapEditorStore, useMapEditor, useMapEditorKeys, type MapEditorStore, type MapNotice } from '../../../editors/mindmap/mapEditorStore';
import { mindMapText } from '../../i18n/mindmap';
import { fr } from '../../i18n/fr';
import { updateUserData, useUserData } from '../../session/userDataSync';
import { appStore } from '../../state/store';
import { showToast } from '../../state/toasts';
import { userDataAtom } from '../../state/userData';
import { DraftNotice, dropDraft, followDraft, readDraft } from '../../offline/drafts';
import { editorOfDraft, mapDraftName, sameMap, unsavedMap, type MapDraft } from './mapDraft';
import { chapterMaps, deleteMap, restoreMap, saveMap } from './mapEdits';
import { editorSlots } from './canvasFields';
import { EdgeList } from './EdgeList';
import { MapList } from './MapList';
import { NodeList } from './NodeList';
import { importedMaps } from '../../../domain/share/build';
import type { SharePayload } from '../../../domain/share/types';
import { checkQuota } from '../billing/planLimit';
import { mapShare, mapsShare } from '../share/chapterShares';
import { ImportBox, ShareButton } from '../share/ShareControls';

const text = mindMapText.editor;

/** Stable callbacks dispatching to the store: memoised rows and cards never redraw for them. */
export function mapActions(store: MapEditorStore) {
  return {
    select: (id: string | null) => store.apply((s) => ed.select(s, id)),
    addNode: () => store.apply((s) => ed.addNode(s)),
    addNodeAt: (centre: { x: number; y: number }) => store.apply((s) => ed.addNode(s, centre)),
    updateNode: (id: string, change: ed.NodePatch, notice?: MapNotice) => store.apply((s) => ed.updateNode(s, id, change), notice),
    moveNode: (id: string, centre: { x: number; y: number }) => store.apply((s) => ed.moveNode(s, id, centre)),
    removeNode: (id: string) => store.apply((s) => ed.removeNode(s, id)),
    addEdge: () => store.apply((s) => ed.addEdge(s)),
    connect: (from: string, to: string) => store.apply((s) => ed.addEdge(s, from, to)),
    updateEdge: (id: string, change: ed.EdgePatch, notice?: MapNotice) => store.apply((s) => ed.updateEdge(s, id, change), notice),
    removeEdge: (id: string) => store.apply((s) => ed.removeEdge(s, id)),
    undo: () => store.apply(ed.undo),
    redo: () => store.apply(ed.redo),
  };
}
export type MapActions = ReturnType<typeof mapActions>;

interface MindMapEditorProps {
  subjectId: string;
  chapterId: string;
}

/**
 * The mind-map editor (part 2 §2, §4): the map on the canvas, its lists, save and the saved maps.
 * The map lives in a store outside React; this page loads, saves and frames it, and redraws only
 * when another map is opened.
 */
export function MindMapEditor({ subjectId, chapterId }: MindMapEditorProps) {
  const data = useUserData();
  const maps = chapterMaps(data, subjectId, chapterId);
  const [store] = useState(() => createMapEditorStore(maps[0] ? ed.editorOf(maps[0]) : ed.emptyEditor()));
  const actions = useMemo(() => mapActions(store), [store]);
  useMapEditorKeys(store);
  const currentId = useMapEditor(store, (s) => s.id);
  // The node and arrow lists (120 rows) are drawn after the canvas, in a render that yields to
  // the map's own work and to input: the map can be panned and zoomed before they are there.
  const [listsShown, setListsShown] = useState(false);
  useEffect(() => startTransition(() => setListsShown(true)), []);

  // The map being built is kept on the device as it changes and comes back after a reload or a
  // closed tab (issue 18); it is followed only once the kept one has been read.
  const draftName = mapDraftName(subjectId, chapterId);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    void readDraft<MapDraft>(draftName).then((kept) => {
      if (!live) return;
      if (kept) {
        store.apply(() => editorOfDraft(kept));
        setRestored(true);
      }
      const saved = () => chapterMaps(appStore.get(userDataAtom)?.data ?? null, subjectId, chapterId);
      stop = followDraft(draftName, store.subscribe, () => unsavedMap(store.get(), saved(), subjectId, chapterId));
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [draftName, store, subjectId, chapterId]);

  // The map open changed in the data (edits taken back after a reload, or saved on another
  // device): an editor with nothing unsaved shows the newer version.
  const savedMap = maps.find((m) => m.id === currentId);
  const shownMap = useRef(savedMap);
  useEffect(() => {
    const previous = shownMap.current;
    shownMap.current = savedMap;
    if (!savedMap || !previous || sameMap(savedMap, previous)) return;
    if (unsavedMap(store.get(), [previous], subjectId, chapterId) === null) store.apply(() => ed.editorOf(savedMap));
  }, [savedMap, store, subjectId, chapterId]);

  function discardDraft() {
    dropDraft(draftName);
    setRestored(false);
    const original = maps.find((m) => m.id === store.get().id) ?? maps[0];
    store.apply(() => (original ? ed.editorOf(original) : ed.emptyEditor()));
  }

  function save() {
    const state = store.get();
    const problem = ed.saveProblem(state);
    if (problem) {
      showToast(text[problem], 'error');
      return;
    }
    const map = ed.mapToSave(state, subjectId, chapterId, Date.now());
    // Saving a new map counts against the plan's quota; editing one never does (part 2 §6).
    if (!maps.some((m) => m.id === map.id) && !checkQuota('mindmap')) return;
    updateUserData(saveMap(map));
    store.apply((s) => ed.saved(s, map.createdAt));
    dropDraft(draftName);
    setRestored(false);
    showToast(text.saved, 'success');
  }

  function startNew() {
    if (!checkQuota('mindmap')) return;
    store.apply(() => ed.emptyEditor());
    dropDraft(draftName);
    setRestored(false);
    showToast(text.ready, 'info');
  }

  /** Imported maps get new ids and go first; an import past the quota is refused whole. */
  function importMaps(payload: SharePayload): number | string {
    const imported = importedMaps(payload, subjectId, chapterId);
    if (!checkQuota('mindmap', imported.length)) return fr.share.quotaReached;
    const key = `${subjectId}.${chapterId}`;
    updateUserData((current) => ({ ...current, mindMaps: { ...current.mindMaps, [key]: [...imported, ...(current.mindMaps[key] ?? [])] } }));
    return imported.length;
  }

  function remove(map: MindMap, index: number) {
    if (!window.confirm(text.confirmDelete)) return;
    updateUserData(deleteMap(subjectId, chapterId, map.id));
    if (map.id === store.get().id) store.apply(() => ed.emptyEditor());
    showToast(text.deleted, 'success', {
      label: fr.undo.undo,
      run: () => {
        updateUserData(restoreMap(map, index));
        showToast(fr.undo.restored, 'info');
      },
    });
  }

  return (
    <div className="map-editor">
      {restored && <DraftNotice onDiscard={discardDraft} />}
      <EditorBar store={store} actions={actions} onSave={save} onNew={startNew} />
      {/* Another map opened is drawn afresh, fitted whole. */}
      <EditorCanvas key={currentId} store={store} actions={actions} />
      {listsShown && (
        <div className="map-editor__lists">
          <NodeList store={store} actions={actions} />
          <EdgeList store={store} actions={actions} />
        </div>
      )}
      <MapList
        maps={maps}
        currentId={currentId}
        onEdit={(map) => store.apply(() => ed.editorOf(map))}
        onDelete={remove}
        extraActions={(map) => <ShareButton family="mindmap" label={fr.share.shareOne} className="btn btn--ghost btn--sm" build={() => mapShare(map, subjectId, chapterId)} />}
      />
      <section className="share-section" aria-label={fr.share.sectionLabel}>
        <ShareButton family="mindmap" label={fr.share.shareAllMaps} build={() => mapsShare(maps, subjectId, chapterId)} />
        <ImportBox family="mindmap" onImport={importMaps} />
      </section>
    </div>
  );
}

interface PanelProps {
  store: MapEditorStore;
  actions: MapActions;
}

/** Title, background, save, new map, undo and redo. */
function EditorBar({ store, actions, onSave, onNew }: PanelProps & { onSave: () => void; onNew: () => void }) {
  const title = useMapEditor(store, (s) => s.title);
  const background = useMapEditor(store, (s) => s.backgroundColor);
  const canUndo = useMapEditor(store, ed.canUndo);
  const canRedo = useMapEditor(store, ed.canRedo);
  return (
    <div className="map-editor__bar">
      <label className="field map-editor__title">
        <span className="field__label">{text.title}</span>
        <input
          className="input"
          value={title}
          placeholder={text.titlePlaceholder}
          maxLength={200}
          onChange={(event) => store.apply((s) => ed.setTitle(s, event.target.value), 'now')}
        />
      </label>
      <label className="field map-editor__background">
        <span className="field__label">{text.background}</span>
        <input
          type="color"
          className="colour-input"
          value={background || MAP_BACKGROUND}
          onChange={(event) => store.apply((s) => ed.setBackground(s, event.target.value.toLowerCase()), 'now')}
        />
      </label>
      <div className="map-editor__actions">
        <button type="button" className="btn btn--ghost" onClick={actions.undo} disabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z" title={text.undoHint}>
          {text.undo}
        </button>
        <button type="button" className="btn btn--ghost" onClick={actions.redo} disabled={!canRedo} aria-keyshortcuts="Control+Y Meta+Shift+Z" title={text.redoHint}>
          {text.redo}
        </button>
        <button type="button" className="btn btn--primary" onClick={onSave}>
          {text.save}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onNew}>
          {text.newMap}
        </button>
      </div>
    </div>
  );
}

/** The canvas: redraws when the map's nodes, edges, background or selection change. */
function EditorCanvas({ store, actions }: PanelProps) {
  const nodes = useMapEditor(store, (s) => s.nodes);
  const edges = useMapEditor(store, (s) => s.edges);
  const background = useMapEditor(store, (s) => s.backgroundColor);
  const activeId = useMapEditor(store, (s) => s.activeId);
  const slots = useMemo(() => editorSlots(actions.updateNode, actions.updateEdge), [actions]);
  return (
    <MapCanvas
      nodes={nodes}
      edges={edges}
      background={background}
      slots={slots}
      labels={fr.mindmap.canvas}
      editable
      activeId={activeId}
      onMoveNode={actions.moveNode}
      onConnect={actions.connect}
      onSelect={actions.select}
      onAddNode={actions.addNodeAt}
    />
  );
}
