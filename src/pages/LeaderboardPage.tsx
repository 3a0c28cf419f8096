import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../components/PageHeader';
import { StatusMessage } from '../components/StatusMessage';
import { LeaderboardRow } from '../features/leaderboard/LeaderboardRow';
import { useLeaderboard } from '../features/leaderboard/useLeaderboard';
import { fr } from '../i18n/fr';
import { placeText } from '../features/leaderboard/place';
import { userAtom } from '../state/session';
import '../styles/leaderboard.css';
import '../styles/profile.css';

// The duel ranking's code (and texts) load with its tab.
const DuelRanking = lazy(() => import('../features/duels/DuelRanking').then((m) => ({ default: m.DuelRanking })));

/** The two rankings: by points (part 2 §2) and by duel rating (issue 50, `?classement=duels`). */
function RankingTabs({ duels }: { duels: boolean }) {
  const text = fr.leaderboard.tabs;
  return (
    <nav className="ranking-tabs" aria-label={text.label}>
      <Link className="ranking-tabs__tab" to="/leaderboard" aria-current={duels ? undefined : 'page'} replace>
        {text.points}
      </Link>
      <Link className="ranking-tabs__tab" to="/leaderboard?classement=duels" aria-current={duels ? 'page' : undefined} replace>
        {text.duels}
      </Link>
    </nav>
  );
}

/** 'Classement global' (part 2 §2): by points, medals for the top 3, the own place always shown; the duel ranking in its tab. */
export function LeaderboardPage() {
  const [params] = useSearchParams();
  const duels = params.get('classement') === 'duels';
  return (
    <div className="page leaderboard-page">
      <PageHeader title={fr.pages.leaderboard.title} lead={duels ? fr.leaderboard.duelsLead : fr.pages.leaderboard.lead} />
      <RankingTabs duels={duels} />
      {duels ? (
        <Suspense fallback={<StatusMessage tone="loading" message={fr.leaderboard.loading} />}>
          <DuelRanking />
        </Suspense>
      ) : (
        <PointsRanking />
      )}
    </div>
  );
}

function PointsRanking() {
  const user = useAtomValue(userAtom);
  const { board, failed, loadingMore, loadMore } = useLeaderboard();

  return (
    <>
      {user && board?.me && (
        <p className="leaderboard-me" role="status">
          {fr.leaderboard.yourRank(placeText(board.me.rank, board.me.total, user.points))}
        </p>
      )}
      {!board ? (
        failed ? <StatusMessage tone="warning" message={fr.leaderboard.failed} /> : <StatusMessage tone="loading" message={fr.leaderboard.loading} />
      ) : board.entries.length === 0 ? (
        <p className="leaderboard-empty">{fr.leaderboard.empty}</p>
      ) : (
        <>
          <ol className="leaderboard" aria-label={fr.leaderboard.listLabel}>
            {board.entries.map((entry) => (
              <LeaderboardRow key={entry.id} entry={entry} total={board.total} isMe={entry.id === user?.id} />
            ))}
          </ol>
          {board.entries.length < board.total && (
            <button type="button" className="btn btn--ghost leaderboard-more" disabled={loadingMore} onClick={loadMore}>
              {fr.leaderboard.more}
            </button>
          )}
        </>
      )}
    </>
  );
}
