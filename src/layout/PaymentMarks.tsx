import { useEffect, useRef, useState } from 'react';
import { fr } from '../i18n/shell';
import { whenScreenDrawn } from './firstScreen';

const MARKS = [
  { file: 'visa', label: fr.footer.visa },
  { file: 'mastercard', label: fr.footer.mastercard },
  { file: 'cb', label: fr.footer.cb },
] as const;

/**
 * Accepted card marks, simple SVG files of ours (no third-party artwork is loaded). Images rather
 * than inline SVG: the footer's artwork stays out of the JS every page loads (issue 20). They are
 * asked for only when the footer comes near the screen: each SVG image costs Chromium a document
 * of its own, about 10 ms of the main thread, which `loading="lazy"` still spent while a tall page
 * such as the mind-map editor was being drawn (its footer lies within the browser's lazy margin).
 * Not while the first screen's code arrives either: the footer then lies just under the notice.
 */
export function PaymentMarks() {
  const list = useRef<HTMLUListElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = list.current;
    if (!element || near) return;
    return whenScreenDrawn(() => {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      }, { rootMargin: '300px' });
      observer.observe(element);
      return () => observer.disconnect();
    });
  }, [near]);
  return (
    <ul className="payment-marks" aria-label={fr.footer.payments} ref={list}>
      {MARKS.map((mark) => (
        <li key={mark.file}>
          {near ? (
            <img className="payment-mark" src={`/payments/${mark.file}.svg`} alt={mark.label} width="48" height="30" />
          ) : (
            <span className="payment-mark" role="img" aria-label={mark.label} />
          )}
        </li>
      ))}
    </ul>
  );
}
