import { useAtomValue } from 'jotai';
import { useEffect, type CSSProperties } from 'react';
import { timings } from '../../domain/limits';
import { badgeById } from '../features/badges/catalogue';
import { playBadgeSound } from '../features/badges/sound';
import { fr } from '../i18n/fr';
import { badgeQueueAtom, dismissCurrentBadge } from '../state/badges';

/** The badge-unlocked popup (part 1 §4 Badges): one badge at a time, a chime, closing after 4.5 s or on click. */
export function BadgePopup() {
  const queue = useAtomValue(badgeQueueAtom);
  const current = queue.pending[0];
  // The same badge id is never queued twice, so the id identifies one showing.
  useEffect(() => {
    if (!current) return;
    playBadgeSound();
    const timer = setTimeout(dismissCurrentBadge, timings.badgePopupMs);
    return () => clearTimeout(timer);
  }, [current]);

  const badge = current ? badgeById(current) : undefined;
  if (!badge) return null;
  return (
    <div className="badge-popup" role="status" aria-live="polite">
      <button
        key={badge.id}
        type="button"
        className="badge-popup__card"
        style={{ '--badge': badge.color } as CSSProperties}
        onClick={dismissCurrentBadge}
        aria-label={`${fr.badges.unlocked} ${badge.label}. ${badge.description} ${fr.badges.close}`}
      >
        <img className="badge-popup__image" src={badge.image} alt="" width="72" height="72" />
        <span className="badge-popup__text">
          <span className="badge-popup__eyebrow">{fr.badges.unlocked}</span>
          <span className="badge-popup__label">{badge.label}</span>
          <span className="badge-popup__description">{badge.description}</span>
        </span>
      </button>
    </div>
  );
}
