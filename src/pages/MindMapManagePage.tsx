import { fr } from '../i18n/fr';
import { MethodScreenHeader } from '../components/MethodScreenHeader';

export function MindMapManagePage() {
  return (
    <div className="page">
      <MethodScreenHeader method={fr.methods.mindmap} mode="manage" />
    </div>
  );
}
