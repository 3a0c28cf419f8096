import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { DuelRecord } from '../../../domain/duels/api';
import { profilePath } from '../../app/paths';
import { StatusMessage } from '../../components/StatusMessage';
import { duelsText } from '../../i18n/duels';
import { fr } from '../../i18n/fr';
import { duelEventAtom } from '../../state/duels';
import { userAtom } from '../../state/session';
import { fetchDuelRanking } from './api';

const text = duelsText.ranking;

/**
 * The duel ranking: members by their duel rating (Glicko-2, computed by the server), with their
 * wins and losses; read again when one of the viewer's duels moves.
 */
export function DuelRanking({ limit = 50 }: { limit?: number }) {
  const user = useAtomValue(userAtom);
  const event = useAtomValue(duelEventAtom);
  const [entries, setEntries] = useState<DuelRecord[] | null>(null);
  const [failed, setFailed] = useState(false);
  const finished = event.status === 'finished' ? event.seq : 0;
  useEffect(() => {
    let live = true;
    fetchDuelRanking(limit).then(
      (answer) => {
        if (!live) return;
        setEntries(answer.entries);
        setFailed(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [limit, finished]);

  if (!entries) return failed ? <StatusMessage tone="warning" message={text.failed} /> : <StatusMessage tone="loading" message={text.loading} />;
  if (entries.length === 0) return <p className="leaderboard-empty">{text.empty}</p>;
  return (
    <ol className="leaderboard" aria-label={text.label} data-testid="duel-ranking">
      {entries.map((entry, i) => {
        const isMe = entry.id === user?.id;
        const place = i < 3 ? i + 1 : null;
        return (
          <li key={entry.id} className={`leaderboard-row leaderboard-row--duel${isMe ? ' leaderboard-row--me' : ''}${place ? ` leaderboard-row--top${place}` : ''}`} aria-current={isMe ? 'true' : undefined}>
            <Link to={profilePath({ id: entry.id, slug: null })} className="leaderboard-row__link">
              <span className="leaderboard-row__rank">
                {place ? (
                  <span className="leaderboard-row__medal" role="img" aria-label={fr.leaderboard.medalLabel(place)}>
                    {fr.leaderboard.medals[place - 1]}
                  </span>
                ) : (
                  i + 1
                )}
              </span>
              <span className="leaderboard-row__identity">
                <span className="visually-hidden">{fr.leaderboard.openProfile}</span> <span className="leaderboard-row__name">{entry.username}</span>
                <span className="leaderboard-row__meta">
                  {text.record(entry.wins, entry.losses, entry.draws)}
                  {isMe && <span className="leaderboard-row__you">{fr.leaderboard.you}</span>}
                </span>
              </span>
              <span className="leaderboard-row__points">{text.rating(entry.rating)}</span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
