import { Link } from 'react-router';
import { useChapterContext } from '../app/guards/RequireChapter';
import { MethodScreenHeader } from '../components/MethodScreenHeader';
import { methodScreenPath } from '../features/methods/catalogue';
import { ZoningEditor } from '../features/zoning/ZoningEditor';
import { fr } from '../i18n/fr';
import '../styles/zoning.css';
import '../styles/zoning-editor.css';

/** Zoning editor screen (part 2 §2 'Zonage sur schéma'). */
export function ZoningManagePage() {
  const { subject, chapter } = useChapterContext();
  return (
    <div className="page page--wide">
      <MethodScreenHeader method={fr.methods.zoning} mode="manage" />
      <div className="zoning-page__links">
        <div className="zoning-page__actions">
          <Link className="btn btn--ghost" to={methodScreenPath('image-zoning', 'train', subject.id, chapter.id) ?? '/pick'}>
            {fr.zoning.editor.train}
          </Link>
        </div>
      </div>
      <ZoningEditor key={`${subject.id}/${chapter.id}`} subject={subject} chapter={chapter} />
    </div>
  );
}
