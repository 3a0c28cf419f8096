import { fr } from '../i18n/fr';
import { MethodScreenHeader } from '../components/MethodScreenHeader';

export function AssociationManagePage() {
  return (
    <div className="page">
      <MethodScreenHeader method={fr.methods.association} mode="manage" />
    </div>
  );
}
