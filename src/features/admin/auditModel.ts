import type { AuditEntry } from '../../../domain/admin';
import type { FeatureState } from '../../../domain/features';
import { fr } from '../../i18n/fr';
import { perksText } from '../../i18n/perks';
import { badgeById } from '../badges/catalogue';

const text = fr.admin.audit;
const DAY_MINUTES = 1440;

const numberIn = (details: Record<string, unknown>, key: string) => (typeof details[key] === 'number' ? (details[key] as number) : 0);

/** A ban length as the dashboard offers it: whole days, else minutes. */
function banDuration(minutes: number): string {
  return minutes > 0 && minutes % DAY_MINUTES === 0 ? fr.admin.users.days(minutes / DAY_MINUTES) : text.minutes(minutes);
}

/** What an audit row says happened, in French, with the badge, ban length or points it recorded. */
export function describeAuditAction(entry: Pick<AuditEntry, 'action' | 'details'>): string {
  const { action, details } = entry;
  switch (action) {
    case 'user.badge.add':
    case 'user.badge.remove': {
      const id = String(details.badgeId ?? '');
      return text.actions[action](badgeById(id)?.label ?? id);
    }
    case 'user.ban':
      return text.actions[action](banDuration(numberIn(details, 'minutes')));
    case 'feature.state': {
      const state = String(details.state ?? '');
      return text.actions[action](perksText.flags.states[state as FeatureState] ?? state);
    }
    case 'user.session.delete':
      return text.actions[action](numberIn(details, 'pointsRemoved'));
    default:
      return text.actions[action];
  }
}

/** Who acted: the admin's name, or a mark once that account is gone. */
export const auditAdminName = (entry: Pick<AuditEntry, 'adminName'>) => entry.adminName ?? text.deletedAccount;

/**
 * Whom it was done to: its name, else its id; a user action without a target was about an account
 * since deleted (the audit forgets it); else a dash (an image upload targets nothing).
 */
export const auditTargetName = (entry: Pick<AuditEntry, 'action' | 'target' | 'targetName'>) =>
  entry.targetName ?? entry.target ?? (entry.action.startsWith('user.') ? text.deletedAccount : text.noTarget);
