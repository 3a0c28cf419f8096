import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { planOf } from '../../domain/badges';
import { parisDay } from '../../domain/dates';
import type { Masterclass, MasterclassList } from '../../domain/masterclasses';
import { PageHeader } from '../components/PageHeader';
import { StatusMessage } from '../components/StatusMessage';
import { PlanLocked } from '../features/billing/PlanLocked';
import { clock, MasterclassCard } from '../features/masterclasses/MasterclassCard';
import { fetchMasterclasses } from '../features/masterclasses/api';
import { perksText } from '../i18n/perks';
import { userAtom } from '../state/session';
import '../styles/support.css';

const text = perksText.masterclasses;
/** The page asks again when the next call link opens (the server decides), at most a day ahead. */
const MAX_WAIT_MS = 24 * 60 * 60 * 1000;

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: MasterclassList };

/** The reminder of the day: a masterclass the student signed up for happens today (Paris). */
function TodayBanner({ masterclasses }: { masterclasses: Masterclass[] }) {
  const today = parisDay(Date.now());
  const next = masterclasses.find((m) => m.signedUp && m.phase !== 'past' && parisDay(Date.parse(m.startsAt)) === today);
  if (!next) return null;
  return (
    <p className="masterclass-banner" role="status" data-testid="masterclass-today">
      <span aria-hidden="true">📅 </span>
      {next.callUrl ? text.todayOpen(next.title) : text.today(next.title, clock.format(new Date(next.startsAt)))}
    </p>
  );
}

/** /masterclasses (issue 51): the coming and past masterclasses; Champion users sign up, the others see them locked with the offer. */
export function MasterclassesPage() {
  const user = useAtomValue(userAtom);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    fetchMasterclasses().then(
      (list) => live && setLoaded({ status: 'ready', list }),
      () => live && setLoaded({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  // When the next call link opens, ask the server again: it alone decides that the time has come.
  const list = loaded.status === 'ready' ? loaded.list : null;
  useEffect(() => {
    if (!list) return;
    const now = Date.now();
    const waits = list.masterclasses
      .filter((m) => m.signedUp && m.phase === 'upcoming')
      .map((m) => Date.parse(m.callOpensAt) - now)
      .filter((wait) => wait > 0 && wait < MAX_WAIT_MS);
    if (waits.length === 0) return;
    const timer = window.setTimeout(() => setAttempt((n) => n + 1), Math.min(...waits) + 1000);
    return () => window.clearTimeout(timer);
  }, [list]);

  const replace = useCallback((next: Masterclass) => {
    setLoaded((current) =>
      current.status === 'ready' ? { status: 'ready', list: { ...current.list, masterclasses: current.list.masterclasses.map((m) => (m.id === next.id ? next : m)) } } : current,
    );
  }, []);

  const header = <PageHeader title={text.title} lead={text.lead} />;
  if (loaded.status === 'loading') return <div className="page masterclasses-page">{header}<StatusMessage tone="loading" message={text.loading} /></div>;
  if (loaded.status === 'failed') {
    return (
      <div className="page masterclasses-page">
        {header}
        <StatusMessage tone="warning" message={text.failed}>
          <button type="button" className="btn btn--primary" onClick={() => setAttempt((n) => n + 1)}>
            {text.retry}
          </button>
        </StatusMessage>
      </div>
    );
  }
  const { masterclasses, included } = loaded.list;
  const locked = !included;
  const coming = masterclasses.filter((m) => m.phase !== 'past');
  const past = masterclasses.filter((m) => m.phase === 'past').reverse();
  return (
    <div className="page masterclasses-page">
      {header}
      {locked && user && <PlanLocked what={text.what} plan={planOf(user.badges)} needed="champion" />}
      {!locked && <TodayBanner masterclasses={coming} />}
      <section className="masterclass-group" aria-labelledby="masterclasses-coming">
        <h2 id="masterclasses-coming" className="help-section__title">
          {locked ? text.lockedList : text.coming}
        </h2>
        {coming.length === 0 ? <p className="help-section__hint">{text.noneComing}</p> : coming.map((m) => <MasterclassCard key={m.id} masterclass={m} locked={locked} onChange={replace} />)}
      </section>
      <section className="masterclass-group" aria-labelledby="masterclasses-past">
        <h2 id="masterclasses-past" className="help-section__title">
          {text.past}
        </h2>
        {past.length === 0 ? <p className="help-section__hint">{text.nonePast}</p> : past.map((m) => <MasterclassCard key={m.id} masterclass={m} locked={locked} onChange={replace} />)}
      </section>
    </div>
  );
}
