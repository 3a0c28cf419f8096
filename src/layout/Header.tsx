import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Avatar } from '../components/Avatar';
import { Logo } from '../components/Logo';
import { fr } from '../i18n/shell';
import { isAdminAtom, userAtom } from '../state/session';
import { useNavLock } from '../features/tutorial/navLock';
import { MENU_CLOSE_EVENT } from '../features/tutorial/state';
import { navItems } from './navItems';
import { SideMenu } from './SideMenu';
import { useLogout } from './useLogout';

// Only a signed-in student has edits to save and items to review: a visitor's first load goes
// without these (issue 20).
const SaveIndicator = lazy(() => import('./SaveIndicator').then((module) => ({ default: module.SaveIndicator })));
const DueBadge = lazy(() => import('./DueBadge').then((module) => ({ default: module.DueBadge })));
const SupportCount = lazy(() => import('./SupportCount').then((module) => ({ default: module.SupportCount })));
const DuelCount = lazy(() => import('./DuelWatch').then((module) => ({ default: module.DuelCount })));
const DuelWatch = lazy(() => import('./DuelWatch').then((module) => ({ default: module.DuelWatch })));

/** The side menu replaces the header links under this width (part 1 §9). */
const DESKTOP_QUERY = '(min-width: 1024px)';

export function Header() {
  const user = useAtomValue(userAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  const logout = useLogout();
  const location = useLocation();
  const burger = useRef<HTMLButtonElement>(null);
  // The menu is open for the address it was opened on: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const lock = useNavLock();

  const closeMenu = useCallback((restoreFocus: boolean) => {
    setOpenAt(null);
    if (restoreFocus) burger.current?.focus();
  }, []);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (desktop.matches) setOpenAt(null);
    };
    const close = () => setOpenAt(null);
    desktop.addEventListener('change', onChange);
    window.addEventListener(MENU_CLOSE_EVENT, close);
    return () => {
      desktop.removeEventListener('change', onChange);
      window.removeEventListener(MENU_CLOSE_EVENT, close);
    };
  }, []);

  const items = navItems(isAdmin);
  return (
    <>
      <header className="site-header">
        <div className="site-header__inner">
          <Link to="/" className="brand" aria-label={fr.app.homeLabel} {...lock('/')}>
            <Logo />
          </Link>
          <nav className="main-nav" aria-label={fr.nav.mainLabel}>
            <ul className="main-nav__list">
              {items.filter((item) => !item.chip && !item.menuOnly).map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className="main-nav__link" {...lock(item.to)}>
                    {item.label}
                    {item.wideDuelCount && user && (
                      <Suspense fallback={null}>
                        <DuelCount className="nav-count--corner" />
                      </Suspense>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="header-actions">
            {/* Help sits with the account's own chips on wide screens (its count with it), in the side menu on phones. */}
            <NavLink to="/aide" className="help-chip" {...lock('/aide')}>
              {fr.nav.help}
              {user && (
                <Suspense fallback={null}>
                  <SupportCount />
                </Suspense>
              )}
            </NavLink>
            {user ? (
              <>
                <Suspense fallback={null}>
                  <SaveIndicator />
                  <DueBadge />
                  <DuelWatch />
                </Suspense>
                <Link to="/account" className="user-chip" {...lock('/account')}>
                  <Avatar src={user.avatar} name={user.username} size="sm" />
                  <span className="user-chip__name">{user.username}</span>
                </Link>
                <button type="button" className="btn btn--ghost header-actions__logout" onClick={() => void logout()}>
                  {fr.nav.logout}
                </button>
              </>
            ) : (
              <Link to="/auth" className="btn btn--primary btn--sm" {...lock('/auth')}>
                {fr.nav.login}
              </Link>
            )}
            <button
              ref={burger}
              type="button"
              className="burger"
              aria-label={fr.nav.openMenu}
              aria-expanded={menuOpen}
              aria-controls="side-menu"
              onClick={() => setOpenAt(location.key)}
            >
              <span className="burger__bar" aria-hidden="true" />
              <span className="burger__bar" aria-hidden="true" />
              <span className="burger__bar" aria-hidden="true" />
              {user && (
                <Suspense fallback={null}>
                  <SupportCount />
                  <DuelCount className="nav-count--duels" />
                </Suspense>
              )}
            </button>
          </div>
        </div>
      </header>
      {/* Outside the header: its backdrop filter would otherwise confine the fixed overlay to it. */}
      <SideMenu open={menuOpen} items={items} user={user} onClose={closeMenu} onLogout={() => void logout()} />
    </>
  );
}
