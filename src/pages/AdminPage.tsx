import { PageHeader } from '../components/PageHeader';
import { fr } from '../i18n/fr';

export function AdminPage() {
  return (
    <div className="page">
      <PageHeader title={fr.pages.admin.title} lead={fr.pages.admin.lead} />
    </div>
  );
}
