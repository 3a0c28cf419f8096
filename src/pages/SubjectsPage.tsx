import { PageHeader } from '../components/PageHeader';
import { useDueCounts } from '../features/memory/dueCounts';
import { DemoContentButton } from '../features/home/DemoContentButton';
import { SubjectsImportTools } from '../features/anki/SubjectsImportTools';
import { NewSubjectForm } from '../features/subjects/NewSubjectForm';
import { SubjectCard } from '../features/subjects/SubjectCard';
import { fr } from '../i18n/fr';
import { useUserData } from '../session/userDataSync';
import '../styles/study.css';

/** Subjects and their chapters (part 1 §2 Subjects screen). The guard ensures the data is loaded. */
export function SubjectsPage() {
  const data = useUserData();
  const dueCounts = useDueCounts();
  if (!data) return null;
  return (
    <div className="page">
      <PageHeader title={fr.pages.subjects.title} lead={fr.pages.subjects.lead} />
      <SubjectsImportTools />
      <div className="subjects-layout">
        <NewSubjectForm />
        <section className="subjects-list" aria-label={fr.pages.subjects.title}>
          {data.subjects.length === 0 ? (
            <div className="empty-state">
              <span className="empty-state__icon" aria-hidden="true">
                📚
              </span>
              <p className="empty-state__title">{fr.subjects.empty}</p>
              <p className="empty-state__hint">{fr.subjects.emptyHint}</p>
              <DemoContentButton />
            </div>
          ) : (
            data.subjects.map((subject) => <SubjectCard key={subject.id} subject={subject} data={data} dueCounts={dueCounts} />)
          )}
        </section>
      </div>
    </div>
  );
}
