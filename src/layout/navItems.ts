import { fr } from '../i18n/shell';

export interface NavItem {
  to: string;
  label: string;
  /** The link shows the signed-in user's unread support answers (issue 51). */
  count?: 'support';
}

/** Header links in the spec's order (part 1 §2 Header); 'Admin' only for the admin badge. */
export function navItems(isAdmin: boolean): NavItem[] {
  const items: NavItem[] = [
    { to: '/methods', label: fr.nav.methods },
    { to: '/subjects', label: fr.nav.subjects },
    { to: '/pick', label: fr.nav.pick },
    { to: '/leaderboard', label: fr.nav.leaderboard },
    { to: '/pricing', label: fr.nav.pricing },
    { to: '/aide', label: fr.nav.help, count: 'support' },
  ];
  if (isAdmin) items.push({ to: '/admin', label: fr.nav.admin });
  return items;
}
