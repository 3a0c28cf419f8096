import { fr } from '../i18n/fr';
import { MethodScreenHeader } from '../components/MethodScreenHeader';

export function AssociationTrainPage() {
  return (
    <div className="page">
      <MethodScreenHeader method={fr.methods.association} mode="train" />
    </div>
  );
}
