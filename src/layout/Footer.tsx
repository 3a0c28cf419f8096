import { APP_VERSION_LABEL } from '../../domain/limits';
import { Logo } from '../components/Logo';
import { fr } from '../i18n/shell';
import { PaymentMarks } from './PaymentMarks';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Logo />
          <p className="site-footer__version">
            {fr.footer.version(APP_VERSION_LABEL)} · {fr.footer.tagline}
          </p>
        </div>
        <div className="site-footer__payments">
          <span className="site-footer__label">{fr.footer.payments}</span>
          <PaymentMarks />
        </div>
      </div>
    </footer>
  );
}
