import { Outlet } from 'react-router';
import { Overlays } from '../features/announcement/Overlays';
import { fr } from '../i18n/shell';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteProgress } from './RouteProgress';
import { BadgePopupHost, ImpersonationBarHost, PlanLimitHost } from './LazyOverlays';
import { ScrollToTop } from './ScrollToTop';
import { Toasts } from './Toasts';
import { TutorialHost } from '../features/tutorial/TutorialHost';

/** The frame around every screen: header, content, footer, toasts, badge popup. */
export function AppLayout() {
  return (
    <div className="app">
      <a className="skip-link" href="#content">
        {fr.app.skipToContent}
      </a>
      <ScrollToTop />
      <RouteProgress />
      <Header />
      <ImpersonationBarHost />
      <main id="content" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toasts />
      <TutorialHost />
      <PlanLimitHost />
      <BadgePopupHost />
      <Overlays />
    </div>
  );
}
