import { Link, useParams } from 'react-router';
import { SupportThread } from '../features/support/SupportThread';
import { perksText } from '../i18n/perks';
import '../styles/support.css';

/** /aide/demandes/:id: one of the student's requests, live. */
export function SupportRequestPage() {
  const { id = '' } = useParams();
  return (
    <div className="page page--narrow help-page">
      <p>
        <Link to="/aide" className="btn btn--ghost btn--sm">
          ← {perksText.support.back}
        </Link>
      </p>
      <SupportThread key={id} id={id} asStaff={false} />
    </div>
  );
}
