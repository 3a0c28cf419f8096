import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { planOf } from '../../domain/badges';
import type { DuelSetup, DuelSummary, DuelView } from '../../domain/duels/api';
import { PageHeader } from '../components/PageHeader';
import { StatusMessage } from '../components/StatusMessage';
import { fetchDuels } from '../features/duels/api';
import { DuelLists } from '../features/duels/DuelLists';
import { DuelLocked } from '../features/duels/DuelLocked';
import { DuelRanking } from '../features/duels/DuelRanking';
import { DuelSetupForm } from '../features/duels/DuelSetupForm';
import { JoinByCode } from '../features/duels/JoinByCode';
import { duelPath } from '../features/duels/paths';
import { RandomSearch } from '../features/duels/RandomSearch';
import { duelsText } from '../i18n/duels';
import { useUserData } from '../session/userDataSync';
import { duelEventAtom } from '../state/duels';
import { userAtom } from '../state/session';
import '../styles/duels.css';
import '../styles/leaderboard.css';

type Listed = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; duels: DuelSummary[] };

/** How many of the ranking's first members /duels shows; the whole ranking is a tab of /leaderboard. */
const RANKING_PREVIEW = 10;

/**
 * /duels: « Nouveau duel » (Major and Champion; a free plan sees it locked with the offer), joining
 * by code (every plan), the duels waiting for the user, under way and finished, and the duel ranking.
 * `?defier=<id>&nom=<name>` (« Défier » on a public profile) offers the new duel to that user.
 */
export function DuelsPage() {
  const user = useAtomValue(userAtom);
  const data = useUserData();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const event = useAtomValue(duelEventAtom);
  const [listed, setListed] = useState<Listed>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [random, setRandom] = useState<DuelSetup | null>(null);
  const allowed = user !== null && planOf(user.badges) !== 'free';
  const opponentId = params.get('defier');
  const opponent = opponentId && opponentId !== user?.id ? { id: opponentId, name: params.get('nom') ?? '' } : null;

  useEffect(() => {
    let live = true;
    fetchDuels().then(
      ({ duels }) => live && setListed({ status: 'ready', duels }),
      () => live && setListed((current) => (current.status === 'ready' ? current : { status: 'failed' })),
    );
    return () => {
      live = false;
    };
  }, [event.seq, attempt]);

  // A duel created or joined opens with the view the server answered (its first question already on the clock).
  const open = useCallback((duel: DuelView) => void navigate(duelPath(duel.id), { state: { duel } }), [navigate]);

  let lists;
  if (listed.status === 'loading') lists = <StatusMessage tone="loading" message={duelsText.lists.loading} />;
  else if (listed.status === 'failed') {
    lists = (
      <StatusMessage tone="warning" message={duelsText.lists.failed}>
        <button type="button" className="btn btn--primary" onClick={() => setAttempt((n) => n + 1)}>
          {duelsText.lists.retry}
        </button>
      </StatusMessage>
    );
  } else lists = <DuelLists duels={listed.duels} onJoined={open} />;

  let start;
  if (random) start = <RandomSearch setup={random} onMatched={open} onStop={() => setRandom(null)} />;
  else if (!allowed) start = <DuelLocked />;
  else if (data) {
    start = (
      <DuelSetupForm
        key={opponent?.id ?? ''}
        data={data}
        opponent={opponent}
        onCancelOpponent={() => setParams({}, { replace: true })}
        onCreated={open}
        onRandom={setRandom}
      />
    );
  }

  return (
    <div className="page duels-page">
      <PageHeader eyebrow={duelsText.eyebrow} title={duelsText.title} lead={duelsText.lead} />
      <div className="duels-layout">
        <div className="duels-layout__start">
          {start}
          <JoinByCode onJoined={open} />
        </div>
        <div className="duels-layout__lists">
          <section className="duel-panel" aria-labelledby="duels-mine-title">
            <h2 id="duels-mine-title" className="duel-panel__title">
              {duelsText.lists.title}
            </h2>
            {lists}
          </section>
          <section className="duel-panel" aria-labelledby="duels-ranking-title">
            <div className="duel-panel__head">
              <h2 id="duels-ranking-title" className="duel-panel__title">
                {duelsText.ranking.title}
              </h2>
              <Link className="btn btn--ghost btn--sm" to="/leaderboard?classement=duels">
                {duelsText.ranking.all}
              </Link>
            </div>
            <DuelRanking limit={RANKING_PREVIEW} />
          </section>
        </div>
      </div>
    </div>
  );
}
