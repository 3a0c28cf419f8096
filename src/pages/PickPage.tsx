import { PageHeader } from '../components/PageHeader';
import { fr } from '../i18n/fr';

export function PickPage() {
  return (
    <div className="page">
      <PageHeader title={fr.pages.pick.title} lead={fr.pages.pick.lead} />
    </div>
  );
}
