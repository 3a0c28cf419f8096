import { useId } from 'react';
import { fr } from '../i18n/shell';

/** The Mnémo mark (two overlapping cards with a spark) and word, drawn inline so no request is needed. */
export function Logo() {
  // Header and footer both draw the mark: each needs its own gradient id.
  const gradient = useId();
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#818cf8" />
            <stop offset="1" stopColor="#ec4899" />
          </linearGradient>
        </defs>
        <rect x="3" y="7" width="18" height="22" rx="4" fill="#1e2540" stroke="#818cf8" strokeOpacity="0.6" />
        <rect x="10" y="3" width="19" height="23" rx="4.5" fill={`url(#${gradient})`} />
        <path d="M19.5 8.5l1.6 3.6 3.9.4-2.9 2.6.8 3.8-3.4-2-3.4 2 .8-3.8-2.9-2.6 3.9-.4z" fill="#fff" />
      </svg>
      <span className="logo__word">{fr.app.name}</span>
    </span>
  );
}
