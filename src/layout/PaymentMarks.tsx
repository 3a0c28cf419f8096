import { fr } from '../i18n/shell';

const MARKS = [
  { kind: 'visa', label: fr.footer.visa },
  { kind: 'mastercard', label: fr.footer.mastercard },
  { kind: 'cb', label: fr.footer.cb },
] as const;

/**
 * Accepted card marks, drawn by the stylesheet (layout.css; no third-party artwork). Not SVG
 * images: each of those costs Chromium a document of its own, about 10 ms of the main thread when
 * it arrives, which landed among a tall page's first frames (traced on the mind-map editor: 26 to
 * 45 ms in the frame that answers the first zoom). Not inline SVG either, which every page's code
 * would carry.
 */
export function PaymentMarks() {
  return (
    <ul className="payment-marks" aria-label={fr.footer.payments}>
      {MARKS.map((mark) => (
        <li key={mark.kind}>
          <span className={`payment-mark payment-mark--${mark.kind}`} role="img" aria-label={mark.label} />
        </li>
      ))}
    </ul>
  );
}
