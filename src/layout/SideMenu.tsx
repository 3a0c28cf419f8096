import { lazy, Suspense, useEffect, useRef, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router';
import type { User } from '../../domain/user';
import { profilePath } from '../app/paths';
import { Avatar } from '../components/Avatar';
import { fr } from '../i18n/shell';
import { useNavLock } from '../features/tutorial/navLock';
import type { NavItem } from './navItems';
import { useScrollLock } from './useScrollLock';

interface SideMenuProps {
  open: boolean;
  items: NavItem[];
  user: User | null;
  onClose: (restoreFocus: boolean) => void;
  onLogout: () => void;
}

// Only a signed-in user has duels waiting: a visitor's first load goes without the count.
const DuelCount = lazy(() => import('./DuelWatch').then((module) => ({ default: module.DuelCount })));

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The navigation under 1024 px (part 1 §2): slides in over a scrim, closes on Escape, on the scrim
 * and on navigation, locks the page scroll, and keeps keyboard focus inside while open.
 */
export function SideMenu({ open, items, user, onClose, onLogout }: SideMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useScrollLock(open);
  const lock = useNavLock();

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className={`side-menu${open ? ' side-menu--open' : ''}`} aria-hidden={!open}>
      <div className="side-menu__scrim" onClick={() => onClose(true)} />
      <div
        ref={panel}
        id="side-menu"
        className="side-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={fr.nav.menuTitle}
        onKeyDown={trapFocus}
      >
        <div className="side-menu__head">
          <span className="side-menu__title">{fr.nav.menuTitle}</span>
          <button ref={closeButton} type="button" className="icon-button" aria-label={fr.nav.closeMenu} onClick={() => onClose(true)}>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {user && (
          <div className="side-menu__profile">
            <Link to="/account" className="side-menu__user" onClick={() => onClose(false)} {...lock('/account')}>
              <Avatar src={user.avatar} name={user.username} size="md" />
              <span>
                <span className="side-menu__username">{user.username}</span>
                <span className="side-menu__hint">{fr.nav.account}</span>
              </span>
            </Link>
            <Link to={profilePath(user)} className="btn btn--ghost btn--block" onClick={() => onClose(false)}>
              {fr.nav.profile}
            </Link>
          </div>
        )}
        <nav aria-label={fr.nav.mainLabel}>
          <ul className="side-menu__list">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="side-menu__link" onClick={() => onClose(false)} {...lock(item.to)}>
                  {item.label}
                  {item.duelCount && user && (
                    <Suspense fallback={null}>
                      <DuelCount />
                    </Suspense>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="side-menu__foot">
          {user ? (
            <button type="button" className="btn btn--ghost btn--block" onClick={onLogout}>
              {fr.nav.logout}
            </button>
          ) : (
            <>
              <p className="side-menu__prompt">{fr.nav.loginPrompt}</p>
              <Link to="/auth" className="btn btn--primary btn--block" onClick={() => onClose(false)} {...lock('/auth')}>
                {fr.nav.login}
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
