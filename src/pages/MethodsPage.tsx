import { PageHeader } from '../components/PageHeader';
import { fr } from '../i18n/fr';

export function MethodsPage() {
  return (
    <div className="page page--wide">
      <PageHeader title={fr.pages.methods.title} lead={fr.pages.methods.lead} />
    </div>
  );
}
