import { useAtomValue } from 'jotai';
import { PageHeader } from '../components/PageHeader';
import { StatusMessage } from '../components/StatusMessage';
import { LeaderboardRow } from '../features/leaderboard/LeaderboardRow';
import { useLeaderboard } from '../features/leaderboard/useLeaderboard';
import { fr } from '../i18n/fr';
import { placeText } from '../features/leaderboard/place';
import { userAtom } from '../state/session';
import '../styles/leaderboard.css';
import '../styles/profile.css';

/** 'Classement global' (part 2 §2): by points, medals for the top 3, the own place always shown. */
export function LeaderboardPage() {
  const user = useAtomValue(userAtom);
  const { board, failed, loadingMore, loadMore } = useLeaderboard();

  return (
    <div className="page leaderboard-page">
      <PageHeader title={fr.pages.leaderboard.title} lead={fr.pages.leaderboard.lead} />
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
    </div>
  );
}
