import { PageHeader } from '../components/PageHeader';
import { fr } from '../i18n/fr';

export function ProfilePage() {
  return (
    <div className="page">
      <PageHeader title={fr.pages.profile.title} lead={fr.pages.profile.lead} />
    </div>
  );
}
