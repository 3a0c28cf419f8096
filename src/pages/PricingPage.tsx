import { PageHeader } from '../components/PageHeader';
import { fr } from '../i18n/fr';

export function PricingPage() {
  return (
    <div className="page">
      <PageHeader title={fr.pages.pricing.title} lead={fr.pages.pricing.lead} />
    </div>
  );
}
