import { useAtomValue } from 'jotai';
import { Link, useSearchParams } from 'react-router';
import { planOf } from '../../domain/badges';
import { authPathFor } from '../app/redirect';
import { PageHeader } from '../components/PageHeader';
import { ContactSupport } from '../features/support/ContactSupport';
import { Faq } from '../features/support/Faq';
import { MyRequests } from '../features/support/MyRequests';
import { perksText } from '../i18n/perks';
import { userAtom } from '../state/session';
import '../styles/support.css';

const text = perksText.support;

/** /aide (issue 51): the searchable questions, « Contacter le support » and the student's requests. */
export function HelpPage() {
  const user = useAtomValue(userAtom);
  const [params] = useSearchParams();
  const from = params.get('depuis') ?? '';
  return (
    <div className="page help-page">
      <PageHeader title={text.title} lead={text.lead} />
      <Faq />
      {user ? (
        <>
          <ContactSupport from={from} priority={planOf(user.badges) !== 'free'} />
          <MyRequests />
        </>
      ) : (
        <section className="help-section">
          <p className="help-section__hint">{text.loginToContact}</p>
          <Link className="btn btn--primary" to={authPathFor(`/aide${from ? `?depuis=${encodeURIComponent(from)}` : ''}`)}>
            {text.login}
          </Link>
        </section>
      )}
    </div>
  );
}
