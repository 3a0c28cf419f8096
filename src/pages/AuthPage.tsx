import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { rememberRedirect } from '../app/redirect';
import { LoginForm } from '../features/auth/LoginForm';
import { SignupForm } from '../features/auth/SignupForm';
import { fr } from '../i18n/fr';
import '../styles/auth.css';

type Tab = 'login' | 'signup';
const TABS: Tab[] = ['login', 'signup'];

/** Login and account creation as two tabs (part 1 §2 Auth screen), with the tabs pattern of WAI-ARIA. */
export function AuthPage() {
  const id = useId();
  const [tab, setTab] = useState<Tab>('login');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ login: null, signup: null });

  // Leaving /auth without signing in forgets the page a guard wanted to return to.
  useEffect(
    () => () => {
      if (!window.location.pathname.startsWith('/auth')) rememberRedirect(null);
    },
    [],
  );

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight' ? TABS[(index + 1) % TABS.length]
      : event.key === 'ArrowLeft' ? TABS[(index + TABS.length - 1) % TABS.length]
      : event.key === 'Home' ? TABS[0]
      : event.key === 'End' ? TABS.at(-1)
      : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  const label: Record<Tab, string> = { login: fr.auth.loginTab, signup: fr.auth.signupTab };
  return (
    <div className="page auth-page">
      <div className="auth-intro">
        <h1 className="auth-intro__title">{fr.auth.title}</h1>
        <p className="auth-intro__lead">{fr.auth.lead}</p>
      </div>
      <section className="auth-card">
        <div className="tabs" role="tablist" aria-label={fr.auth.tabsLabel}>
          {TABS.map((name) => (
            <button
              key={name}
              ref={(element) => {
                tabRefs.current[name] = element;
              }}
              id={`${id}-tab-${name}`}
              type="button"
              role="tab"
              className="tabs__tab"
              aria-selected={tab === name}
              aria-controls={`${id}-panel-${name}`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
              onKeyDown={onTabKey}
            >
              {label[name]}
            </button>
          ))}
        </div>
        {TABS.map((name) => (
          <div
            key={name}
            id={`${id}-panel-${name}`}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${name}`}
            className="tabs__panel"
            hidden={tab !== name}
          >
            {name === 'login' ? <LoginForm /> : <SignupForm />}
          </div>
        ))}
      </section>
    </div>
  );
}
