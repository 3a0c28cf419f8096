import { useCallback, useMemo, useState } from 'react';
import { MAP_BACKGROUND, type MindMap, type MindMapEdge, type MindMapNode } from '../../../domain/data/mindMaps';
import { MapCanvas } from '../../../editors/mindmap/MapCanvas';
import { editorSlots } from './canvasFields';
import { mindMapText } from '../../i18n/mindmap';
import { fr } from '../../i18n/fr';
import { updateUserData, useUserData } from '../../session/userDataSync';
import { showToast } from '../../state/toasts';
import * as edits from './draft';
import { chapterMaps, deleteMap, restoreMap, saveMap } from './mapEdits';
import { EdgeList } from './EdgeList';
import { MapList } from './MapList';
import { NodeList } from './NodeList';
import { importedMaps } from '../../../domain/share/build';
import type { SharePayload } from '../../../domain/share/types';
import { checkQuota } from '../billing/planLimit';
import { mapShare, mapsShare } from '../share/chapterShares';
import { ImportBox, ShareButton } from '../share/ShareControls';

const text = mindMapText.editor;

interface MindMapEditorProps {
  subjectId: string;
  chapterId: string;
}

/** The mind-map editor (part 2 §2, §4): the draft on the canvas, its lists, save and the saved maps. */
export function MindMapEditor({ subjectId, chapterId }: MindMapEditorProps) {
  const data = useUserData();
  const maps = chapterMaps(data, subjectId, chapterId);
  const [draft, setDraft] = useState<edits.MapDraft>(() => (maps[0] ? edits.draftOf(maps[0]) : edits.emptyDraft()));
  const change = useCallback((edit: (d: edits.MapDraft) => edits.MapDraft) => setDraft(edit), []);
  const select = useCallback((id: string) => setDraft((d) => (d.activeId === id ? d : { ...d, activeId: id })), []);
  const onMoveNode = useCallback((id: string, centre: { x: number; y: number }) => change((d) => edits.moveNode(d, id, centre)), [change]);
  const onConnect = useCallback((from: string, to: string) => change((d) => edits.addEdge(d, from, to)), [change]);
  const labels = useMemo(() => fr.mindmap.canvas, []);
  // Stable, so the memoised rows of the lists redraw only when their own node or arrow changes.
  const addNode = useCallback(() => change(edits.addNode), [change]);
  const updateNode = useCallback((id: string, c: Partial<Omit<MindMapNode, 'id'>>) => change((d) => edits.updateNode(d, id, c)), [change]);
  const removeNode = useCallback((id: string) => change((d) => edits.removeNode(d, id)), [change]);
  const addEdge = useCallback(() => change((d) => edits.addEdge(d)), [change]);
  const updateEdge = useCallback((id: string, c: Partial<Omit<MindMapEdge, 'id'>>) => change((d) => edits.updateEdge(d, id, c)), [change]);
  const removeEdge = useCallback((id: string) => change((d) => edits.removeEdge(d, id)), [change]);
  const slots = useMemo(() => editorSlots(updateNode, updateEdge), [updateNode, updateEdge]);

  function save() {
    const problem = edits.saveProblem(draft);
    if (problem) {
      showToast(problem, 'error');
      return;
    }
    const map = edits.mapFromDraft(draft, subjectId, chapterId, Date.now());
    // Saving a new map counts against the plan's quota; editing one never does (part 2 §6).
    if (!maps.some((m) => m.id === map.id) && !checkQuota('mindmap')) return;
    updateUserData(saveMap(map));
    setDraft((d) => ({ ...d, createdAt: map.createdAt }));
    showToast(text.saved, 'success');
  }

  function startNew() {
    if (!checkQuota('mindmap')) return;
    setDraft(edits.emptyDraft());
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
    if (map.id === draft.id) setDraft(edits.emptyDraft());
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
      <div className="map-editor__bar">
        <label className="field map-editor__title">
          <span className="field__label">{text.title}</span>
          <input
            className="input"
            value={draft.title}
            placeholder={text.titlePlaceholder}
            maxLength={200}
            onChange={(event) => change((d) => ({ ...d, title: event.target.value }))}
          />
        </label>
        <label className="field map-editor__background">
          <span className="field__label">{text.background}</span>
          <input
            type="color"
            value={draft.backgroundColor || MAP_BACKGROUND}
            onChange={(event) => change((d) => ({ ...d, backgroundColor: event.target.value.toLowerCase() }))}
          />
        </label>
        <div className="map-editor__actions">
          <button type="button" className="btn btn--primary" onClick={save}>
            {text.save}
          </button>
          <button type="button" className="btn btn--ghost" onClick={startNew}>
            {text.newMap}
          </button>
        </div>
      </div>
      <MapCanvas
        nodes={draft.nodes}
        edges={draft.edges}
        background={draft.backgroundColor}
        slots={slots}
        labels={labels}
        editable
        activeId={draft.activeId}
        onMoveNode={onMoveNode}
        onConnect={onConnect}
        onSelect={select}
      />
      <div className="map-editor__lists">
        <NodeList
          nodes={draft.nodes}
          activeId={draft.activeId}
          onAdd={addNode}
          onChange={updateNode}
          onRemove={removeNode}
          onSelect={select}
        />
        <EdgeList
          nodes={draft.nodes}
          edges={draft.edges}
          activeId={draft.activeId}
          onAdd={addEdge}
          onChange={updateEdge}
          onRemove={removeEdge}
          onSelect={select}
        />
      </div>
      <MapList
        maps={maps}
        currentId={draft.id}
        onEdit={(map) => setDraft(edits.draftOf(map))}
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
