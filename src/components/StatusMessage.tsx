import type { ReactNode } from 'react';

interface StatusMessageProps {
  message: string;
  title?: string;
  tone?: 'loading' | 'warning' | 'neutral';
  children?: ReactNode;
}

/** A screen-sized notice: loading, synchronising, suspended, not signed in. */
export function StatusMessage({ message, title, tone = 'neutral', children }: StatusMessageProps) {
  return (
    <section className={`status-message status-message--${tone}`} role="status" aria-live="polite">
      {tone === 'loading' && <span className="spinner" aria-hidden="true" />}
      {title && <h1 className="status-message__title">{title}</h1>}
      <p className="status-message__text">{message}</p>
      {children}
    </section>
  );
}
