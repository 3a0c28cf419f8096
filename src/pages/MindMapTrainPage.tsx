import { fr } from '../i18n/fr';
import { MethodScreenHeader } from '../components/MethodScreenHeader';

export function MindMapTrainPage() {
  return (
    <div className="page">
      <MethodScreenHeader method={fr.methods.mindmap} mode="train" />
    </div>
  );
}
