import { useEffect } from 'react';

/** Stops the page behind an open overlay from scrolling, and restores it afterwards. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { documentElement: html, body } = document;
    const previous = [html.style.overflow, body.style.overflow] as const;
    html.style.overflow = 'hidden';
    body.style.overflow = 'hidden';
    return () => {
      html.style.overflow = previous[0];
      body.style.overflow = previous[1];
    };
  }, [locked]);
}
