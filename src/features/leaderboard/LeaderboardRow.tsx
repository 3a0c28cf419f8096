import { Link } from 'react-router';
import { isRanked, medalPlace, type LeaderboardEntry } from '../../../domain/leaderboard';
import { profilePath } from '../../app/paths';
import { Avatar } from '../../components/Avatar';
import { fr } from '../../i18n/fr';
import { formatCount } from '../../lib/format';
import { StyledName } from '../profile/StyledName';
import { placeText } from './place';

interface LeaderboardRowProps {
  entry: LeaderboardEntry;
  total: number;
  isMe: boolean;
}

/** One member of the ranking; the whole row opens their profile (slug route, else id route). */
export function LeaderboardRow({ entry, total, isMe }: LeaderboardRowProps) {
  const place = medalPlace(entry);
  return (
    <li className={`leaderboard-row${isMe ? ' leaderboard-row--me' : ''}${place ? ` leaderboard-row--top${place}` : ''}`} aria-current={isMe ? 'true' : undefined}>
      {/* Named by what it shows (rank, name, points), so voice control finds it by the visible name. */}
      <Link to={profilePath(entry)} className="leaderboard-row__link">
        <span className="leaderboard-row__rank">
          {place ? (
            <span className="leaderboard-row__medal" role="img" aria-label={fr.leaderboard.medalLabel(place)}>
              {fr.leaderboard.medals[place - 1]}
            </span>
          ) : isRanked(entry.points) ? (
            entry.rank
          ) : (
            <span aria-hidden="true">–</span>
          )}
        </span>
        <span className="leaderboard-row__avatar">
          <Avatar src={entry.avatar} name={entry.username} size="md" />
          {entry.online && <span className="leaderboard-row__online" title={fr.leaderboard.online} />}
        </span>
        <span className="leaderboard-row__identity">
          <span className="visually-hidden">{fr.leaderboard.openProfile}</span>{' '}
          <StyledName name={entry.username} display={entry.display} className="leaderboard-row__name" />
          <span className="leaderboard-row__meta">
            {placeText(entry.rank, total, entry.points)}
            {entry.sessionStreak > 0 && <> · {fr.leaderboard.streak(entry.sessionStreak)}</>}
            {isMe && <span className="leaderboard-row__you">{fr.leaderboard.you}</span>}
          </span>
        </span>
        <span className="leaderboard-row__points">{fr.leaderboard.points(formatCount(entry.points))}</span>
      </Link>
    </li>
  );
}
