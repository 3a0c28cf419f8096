import { fr } from '../i18n/shell';

const MARKS = [
  { file: 'visa', label: fr.footer.visa },
  { file: 'mastercard', label: fr.footer.mastercard },
  { file: 'cb', label: fr.footer.cb },
] as const;

/**
 * Accepted card marks, simple SVG files of ours (no third-party artwork is loaded). Images rather
 * than inline SVG: the footer's artwork stays out of the JS every page loads (issue 20).
 */
export function PaymentMarks() {
  return (
    <ul className="payment-marks" aria-label={fr.footer.payments}>
      {MARKS.map((mark) => (
        <li key={mark.file}>
          <img className="payment-mark" src={`/payments/${mark.file}.svg`} alt={mark.label} width="48" height="30" loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
