import { useChapterContext } from '../app/guards/RequireChapter';
import { MethodScreenHeader } from '../components/MethodScreenHeader';
import { MindMapEditor } from '../features/mindmap/MindMapEditor';
import { fr } from '../i18n/fr';
import '../styles/richtext.css';
import '../styles/mindmap.css';

/** Mind-map editor (part 2 §2): `/mindmap/manage/:subjectId/:chapterId`. */
export function MindMapManagePage() {
  const { subject, chapter } = useChapterContext();
  return (
    <div className="page mindmap-page">
      <MethodScreenHeader method={fr.methods.mindmap} mode="manage" />
      <MindMapEditor key={`${subject.id}.${chapter.id}`} subjectId={subject.id} chapterId={chapter.id} />
    </div>
  );
}
