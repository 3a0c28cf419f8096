import { lazy, Suspense, useState } from 'react';
import { fr } from '../../i18n/fr';

const AnkiImportPanel = lazy(() => import('./AnkiImportPanel').then((module) => ({ default: module.AnkiImportPanel })));
const QuizletPastePanel = lazy(() => import('./QuizletPastePanel').then((module) => ({ default: module.QuizletPastePanel })));

/** The subjects page's import buttons; each panel (and the Anki reader) loads only when opened. */
export function SubjectsImportTools() {
  const [open, setOpen] = useState<'anki' | 'quizlet' | null>(null);
  return (
    <>
      {open === null && (
        <div className="subjects-tools">
          <button type="button" className="btn btn--ghost" onClick={() => setOpen('anki')}>
            {fr.subjects.importAnki}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setOpen('quizlet')}>
            {fr.subjects.pasteQuizlet}
          </button>
        </div>
      )}
      <Suspense fallback={null}>
        {open === 'anki' && <AnkiImportPanel onClose={() => setOpen(null)} />}
        {open === 'quizlet' && <QuizletPastePanel onClose={() => setOpen(null)} />}
      </Suspense>
    </>
  );
}
