import { PageHeader } from '../components/PageHeader';
import { fr } from '../i18n/fr';

export function SubjectsPage() {
  return (
    <div className="page">
      <PageHeader title={fr.pages.subjects.title} lead={fr.pages.subjects.lead} />
    </div>
  );
}
