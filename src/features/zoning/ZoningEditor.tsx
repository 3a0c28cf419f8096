import { useEffect, useRef, useState } from 'react';
import type { Chapter, Subject } from '../../../domain/data/subjects';
import type { ZoningBoard } from '../../../domain/data/zoning';
import { EditorStore } from '../../../engine/zoning/store';
import { useEditorState } from '../../../editors/zoning/useEditorState';
import { prepareBoardCanvas } from '../../../editors/zoning/prepareBoard';
import { ZoningBoardEditor } from '../../../editors/zoning/ZoningBoardEditor';
import { zoningText } from '../../i18n/zoning';
import { deleteWithUndo } from '../../session/undo';
import { updateUserData, useUserData } from '../../session/userDataSync';
import { appStore } from '../../state/store';
import { showToast } from '../../state/toasts';
import { userDataAtom } from '../../state/userData';
import { timings } from '../../../domain/limits';
import { chapterBoards, deleteBoard, isImageUsed, restoreBoard, saveBoard } from './boardEdits';
import { BoardList } from './BoardList';
import { boardDraftName, boardFromDraft, canSave, draftOf, emptyDraft, saveProblem, type BoardDraft, type OpenBoardDraft } from './draft';
import { dropDraft, keepDraft, readDraft } from '../../offline/drafts';
import { ImageSourceField } from './ImageSourceField';
import { useBoardImage } from './useBoardImage';
import { importedBoards } from '../../../domain/share/build';
import type { SharePayload } from '../../../domain/share/types';
import { fr } from '../../i18n/fr';
import { checkQuota } from '../billing/planLimit';
import { boardShare, boardsShare } from '../share/chapterShares';
import { ImportBox, ShareButton } from '../share/ShareControls';

interface ZoningEditorProps {
  subject: Subject;
  chapter: Chapter;
}

/**
 * 'Zonage sur schéma' editor page (part 2 §2, §4, §5): loads and saves one draft board around the
 * editor component (editors/zoning), and lists 'Mes planches'. It reads the editor's store only
 * when saving and for whether saving is possible, so drawing never re-renders it.
 */
export function ZoningEditor({ subject, chapter }: ZoningEditorProps) {
  const data = useUserData();
  const boards = chapterBoards(data, subject.id, chapter.id);
  const [draft, setDraft] = useState<BoardDraft>(emptyDraft);
  const [problem, setProblem] = useState<string | null>(null);
  const [editor] = useState(() => new EditorStore());
  const image = useBoardImage((imageUrl) => setDraft((d) => ({ ...d, imageUrl })));
  const problemTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const text = zoningText.editor;
  const hasImage = draft.imageUrl.trim() !== '';

  useEffect(() => () => clearTimeout(problemTimer.current), []);

  // The board being drawn is kept on the device as it changes (title, image, legends) and comes
  // back after a reload or a closed tab (issue 18); nothing is written before that check.
  const draftName = boardDraftName(subject.id, chapter.id);
  const restored = useRef(false);
  const current = useRef(draft);
  current.current = draft;
  useEffect(() => {
    let live = true;
    restored.current = false;
    void readDraft<OpenBoardDraft>(draftName).then((kept) => {
      if (!live) return;
      if (kept) {
        const original = appStore.get(userDataAtom)?.data.zoningSets[`${subject.id}.${chapter.id}`]?.find((b) => b.id === kept.draft.id)?.imageUrl ?? '';
        image.resume(original, kept.draft.imageUrl);
        setDraft(kept.draft);
        editor.load(kept.legends);
      }
      restored.current = true;
    });
    return () => {
      live = false;
    };
    // The image hook's functions are new each render; the draft is read once per chapter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftName, editor]);
  useEffect(() => {
    // A vertex drag is kept when it ends: its moves, a few milliseconds apart, would only put the
    // (250 ms) write off again and again.
    const keep = () => restored.current && editor.get().drag === null && keepDraft(draftName, { draft: current.current, legends: editor.get().legends } satisfies OpenBoardDraft);
    keep();
    return editor.subscribe(keep);
  }, [draftName, editor, draft]);

  function say(message: string) {
    setProblem(message);
    clearTimeout(problemTimer.current);
    problemTimer.current = setTimeout(() => setProblem(null), timings.toastMs);
  }

  function newBoard() {
    if (!checkQuota('zoning')) return;
    dropDraft(draftName);
    image.restart('');
    setDraft(emptyDraft());
    editor.load([]);
    setProblem(null);
    showToast(zoningText.messages.newReady, 'info');
  }

  function loadBoard(board: ZoningBoard) {
    // Its diagram loads while the editor renders the board's legends.
    prepareBoardCanvas(board.imageUrl);
    image.restart(board.imageUrl);
    setDraft(draftOf(board));
    editor.load(board.legends);
    setProblem(null);
    showToast(zoningText.messages.loaded, 'info');
  }

  function save() {
    const { legends } = editor.get();
    const found = saveProblem(draft, legends);
    if (found) return say(found);
    const board = boardFromDraft(draft, legends, subject.id, chapter.id, Date.now());
    // Saving a new board counts against the plan's quota; editing one never does (part 2 §6).
    if (!boards.some((b) => b.id === board.id) && !checkQuota('zoning')) return;
    updateUserData(saveBoard(board));
    dropDraft(draftName);
    image.saved(board.imageUrl, (url) => isImageUsed(appStore.get(userDataAtom)?.data ?? null, url));
    setDraft((d) => ({ ...d, createdAt: board.createdAt }));
    setProblem(null);
    showToast(zoningText.messages.saved, 'success');
  }

  /** Imported boards get new ids and go first; an import past the quota is refused whole. */
  function importBoards(payload: SharePayload): number | string {
    const imported = importedBoards(payload, subject.id, chapter.id);
    if (!checkQuota('zoning', imported.length)) return fr.share.quotaReached;
    const key = `${subject.id}.${chapter.id}`;
    updateUserData((current) => ({ ...current, zoningSets: { ...current.zoningSets, [key]: [...imported, ...(current.zoningSets[key] ?? [])] } }));
    return imported.length;
  }

  function remove(board: ZoningBoard, index: number) {
    if (!window.confirm(zoningText.boards.confirmDelete)) return;
    deleteWithUndo(zoningText.messages.deleted, deleteBoard(subject.id, chapter.id, board.id), restoreBoard(board, index));
  }

  const uploading = image.uploading;
  const saveEnabled = useEditorState(editor, (s) => canSave(draft, s.legends, { uploading, drawing: s.drawing }));
  return (
    <div className="zoning-editor">
      <div className="zoning-editor__main">
        <label className="field">
          <span className="field__label">{text.title}</span>
          <input className="input" value={draft.title} placeholder={text.titlePlaceholder} onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))} />
        </label>
        <ImageSourceField imageUrl={draft.imageUrl} uploading={image.uploading} onUpload={(file) => void image.upload(file)} onLink={image.choose} />
        <ZoningBoardEditor store={editor} imageUrl={hasImage ? draft.imageUrl : ''} text={text} boardLabel={zoningText.board.label} boardLabels={zoningText.board} />
        {problem ? (
          <p className="form-error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="zoning-editor__actions">
          <button type="button" className="btn btn--primary" disabled={!saveEnabled} onClick={save}>
            {text.save}
          </button>
          <button type="button" className="btn btn--ghost" onClick={newBoard}>
            {text.newBoard}
          </button>
        </div>
      </div>
      <aside className="zoning-editor__side">
        <BoardList
          boards={boards}
          currentId={draft.id}
          onEdit={loadBoard}
          onDelete={remove}
          extraActions={(board) => <ShareButton family="zoning" label={fr.share.shareOne} className="btn btn--ghost btn--sm" build={() => boardShare(board, subject.id, chapter.id)} />}
        />
        <section className="share-section" aria-label={fr.share.sectionLabel}>
          <ShareButton family="zoning" label={fr.share.shareAllBoards} build={() => boardsShare(boards, subject.id, chapter.id)} />
          <ImportBox family="zoning" onImport={importBoards} />
        </section>
      </aside>
    </div>
  );
}
