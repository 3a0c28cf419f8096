import { useChapterContext } from '../app/guards/RequireChapter';
import { PageHeader } from './PageHeader';
import { fr } from '../i18n/fr';

interface MethodScreenHeaderProps {
  method: string;
  mode: 'manage' | 'train';
}

/** Title of a manage or train screen: the method, the mode, and where it sits (subject › chapter). */
export function MethodScreenHeader({ method, mode }: MethodScreenHeaderProps) {
  const { subject, chapter } = useChapterContext();
  return (
    <PageHeader eyebrow={fr.methods[mode]} title={method}>
      <p className="breadcrumb">
        <span className="breadcrumb__dot" style={{ background: subject.colorHex }} aria-hidden="true" />
        <span>{subject.name}</span>
        <span aria-hidden="true">›</span>
        <span>{chapter.name}</span>
      </p>
    </PageHeader>
  );
}
