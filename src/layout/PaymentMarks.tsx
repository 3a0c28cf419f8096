import { fr } from '../i18n/fr';

/** Accepted card marks, drawn as simple inline SVG (no third-party artwork is loaded). */
export function PaymentMarks() {
  return (
    <ul className="payment-marks" aria-label={fr.footer.payments}>
      <li>
        <svg className="payment-mark" viewBox="0 0 48 30" role="img" aria-label={fr.footer.visa}>
          <rect width="48" height="30" rx="5" fill="#1a1f71" />
          <text x="24" y="20" textAnchor="middle" fill="#fff" fontSize="12" fontStyle="italic" fontWeight="800" fontFamily="Arial, sans-serif">
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg className="payment-mark" viewBox="0 0 48 30" role="img" aria-label={fr.footer.mastercard}>
          <rect width="48" height="30" rx="5" fill="#111827" />
          <circle cx="19.5" cy="15" r="8" fill="#eb001b" />
          <circle cx="28.5" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
          <path d="M24 8.4a8 8 0 0 1 0 13.2 8 8 0 0 1 0-13.2z" fill="#ff5f00" />
        </svg>
      </li>
      <li>
        <svg className="payment-mark" viewBox="0 0 48 30" role="img" aria-label={fr.footer.cb}>
          <defs>
            <linearGradient id="cb-gradient" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#2bb5e8" />
              <stop offset="1" stopColor="#1b6aa8" />
            </linearGradient>
          </defs>
          <rect width="48" height="30" rx="5" fill="url(#cb-gradient)" />
          <text x="24" y="20" textAnchor="middle" fill="#fff" fontSize="13" fontWeight="800" fontFamily="Arial, sans-serif">
            CB
          </text>
        </svg>
      </li>
    </ul>
  );
}
