import type { ReactNode } from 'react';
import type { RankInfo } from '../../../domain/leaderboard';
import type { Display } from '../../../domain/user';
import { Avatar } from '../../components/Avatar';
import { fr } from '../../i18n/fr';
import { placeText } from '../leaderboard/place';
import { formatCount, formatDay } from '../../lib/format';
import { BadgeList } from './BadgeList';
import { StyledName } from './StyledName';
import '../../styles/profile.css';

export interface ProfileHeaderUser {
  username: string;
  avatar: string;
  banner: string;
  display: Display;
  badges: string[];
  points: number;
  sessionStreak: number;
  createdAt: string;
}

interface ProfileHeaderProps {
  user: ProfileHeaderUser;
  rank: RankInfo | null;
  /** The online indicator, on public profiles. */
  presence?: ReactNode;
  /** The name is the page's title on a public profile, a heading under 'Mon compte' on the account page. */
  nameAs?: 'h1' | 'h2';
  /** More figures after the rank (the duel record). */
  stats?: ReactNode;
  /** Under the name: what the viewer may do with this member (« Défier »). */
  actions?: ReactNode;
}

/** Banner, avatar, styled name, streak, points, rank (and the duel record), member-since date and badges. */
export function ProfileHeader({ user, rank, presence, nameAs = 'h1', stats, actions }: ProfileHeaderProps) {
  return (
    <article className="profile-card">
      <div className="profile-card__banner">{user.banner && <img src={user.banner} alt="" />}</div>
      <div className="profile-card__body">
        <Avatar src={user.avatar} name={user.username} size="xl" />
        <div className="profile-card__identity">
          <StyledName as={nameAs} name={user.username} display={user.display} className="profile-card__name" />
          {presence}
          <p className="profile-card__meta">{fr.profile.memberSince(formatDay(user.createdAt))}</p>
          {actions}
        </div>
        <ul className="profile-card__stats">
          {user.sessionStreak > 0 && <li title={fr.profile.streakLabel}>{fr.profile.streak(user.sessionStreak)}</li>}
          <li>{fr.profile.points(formatCount(user.points))}</li>
          {rank && <li className="profile-card__rank">{fr.profile.rank(placeText(rank.rank, rank.total, user.points))}</li>}
          {stats}
        </ul>
      </div>
      <div className="profile-card__badges">
        <h2 className="profile-card__section-title">{fr.profile.badges}</h2>
        <BadgeList badges={user.badges} />
      </div>
    </article>
  );
}
