import { fr } from '../i18n/fr';
import { MethodScreenHeader } from '../components/MethodScreenHeader';

export function ZoningManagePage() {
  return (
    <div className="page">
      <MethodScreenHeader method={fr.methods.zoning} mode="manage" />
    </div>
  );
}
