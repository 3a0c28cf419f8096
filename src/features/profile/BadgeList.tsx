import { useState } from 'react';
import { badgeById } from '../badges/catalogue';
import { fr } from '../../i18n/fr';

/** One badge's artwork; its initial on the theme colour stands in while the artwork is missing. */
function BadgeImage({ image, label, color }: { image: string; label: string; color: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className="badge-chip__fallback" style={{ background: color }} aria-hidden="true">
        {label.charAt(0).toUpperCase()}
      </span>
    );
  }
  return <img className="badge-chip__image" src={image} alt="" width={28} height={28} onError={() => setFailed(true)} />;
}

/** The user's badges with label and description (title); unknown ids are skipped. */
export function BadgeList({ badges }: { badges: readonly string[] }) {
  const known = badges.map(badgeById).filter((badge) => badge !== undefined);
  if (known.length === 0) return <p className="badge-list__empty">{fr.profile.noBadges}</p>;
  return (
    <ul className="badge-list" aria-label={fr.profile.badges}>
      {known.map((badge) => (
        <li key={badge.id} className="badge-chip" title={badge.description} style={{ borderColor: badge.color }}>
          <BadgeImage image={badge.image} label={badge.label} color={badge.color} />
          <span className="badge-chip__label">{badge.label}</span>
        </li>
      ))}
    </ul>
  );
}
