import { isBanActive } from '../../../domain/dates';
import { fr } from '../../i18n/fr';
import { formatBanEnd } from '../../lib/format';

/** 'Suspendu jusqu’au …' while a ban runs (part 1 §4 Ban: only a future end date counts); nothing otherwise. */
export function SuspensionTag({ bannedUntil }: { bannedUntil: string | null | undefined }) {
  if (!bannedUntil || !isBanActive(bannedUntil)) return null;
  return <span className="admin-tag admin-tag--danger">{fr.admin.users.bannedUntil(formatBanEnd(bannedUntil))}</span>;
}
