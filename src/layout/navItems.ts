import { fr } from '../i18n/shell';

export interface NavItem {
  to: string;
  label: string;
  /** On wide screens the link is a chip beside the account's, with the unread support answers (issue 51). */
  chip?: true;
  /**
   * Beyond the spec's header links: in the side menu only, so that the header keeps its row from
   * 1024 px; wide screens reach it from the page it belongs with (« Mode examen » and « Duels » on /pick).
   */
  menuOnly?: true;
  /** Shows how many duels wait for the user (their turn, an invitation). */
  duelCount?: true;
  /** On wide screens, where « Duels » is reached from this page, its link carries that count. */
  wideDuelCount?: true;
}

/** Header links in the spec's order (part 1 §2 Header); 'Admin' only for the admin badge. */
export function navItems(isAdmin: boolean): NavItem[] {
  const items: NavItem[] = [
    { to: '/methods', label: fr.nav.methods },
    { to: '/subjects', label: fr.nav.subjects },
    { to: '/pick', label: fr.nav.pick, wideDuelCount: true },
    { to: '/examen', label: fr.nav.exam, menuOnly: true },
    { to: '/duels', label: fr.nav.duels, menuOnly: true, duelCount: true },
    { to: '/leaderboard', label: fr.nav.leaderboard },
    { to: '/pricing', label: fr.nav.pricing },
    { to: '/aide', label: fr.nav.help, chip: true },
  ];
  if (isAdmin) items.push({ to: '/admin', label: fr.nav.admin });
  return items;
}
