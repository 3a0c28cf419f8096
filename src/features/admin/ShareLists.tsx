import { fr } from '../../i18n/fr';
import { badgeById } from '../badges/catalogue';
import { methodById } from '../methods/catalogue';
import type { AdminStats } from '../../../domain/admin';

const text = fr.admin;
const percent = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

interface Share {
  id: string;
  label: string;
  detail: string;
  percentage: number;
}

function ShareList({ title, rows }: { title: string; rows: Share[] }) {
  return (
    <section className="admin-section" aria-label={title}>
      <h2 className="admin-section__title">{title}</h2>
      <ul className="share-list">
        {rows.map((row) => (
          <li key={row.id} className="share-list__row">
            <div className="share-list__head">
              <span>{row.label}</span>
              <span className="admin-list__meta">{row.detail}</span>
            </div>
            <div className="share-list__bar" aria-hidden="true">
              <span style={{ width: `${Math.min(100, row.percentage)}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Badge holders among all members, and the methods of the last 14 days' sessions. */
export function ShareLists({ stats }: { stats: AdminStats }) {
  const badges = stats.badges.map((badge) => ({
    id: badge.id,
    label: badgeById(badge.id)?.label ?? badge.label,
    detail: text.badges.holders(badge.count, percent.format(badge.percentage)),
    percentage: badge.percentage,
  }));
  const methods = stats.methods.map((method) => ({
    id: method.id,
    label: methodById(method.id)?.name ?? method.id,
    detail: text.methods.sessions(method.count, percent.format(method.percentage)),
    percentage: method.percentage,
  }));
  return (
    <div className="admin-columns">
      <ShareList title={text.badges.title} rows={badges} />
      <ShareList title={text.methods.title} rows={methods} />
    </div>
  );
}
