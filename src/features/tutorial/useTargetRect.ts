import { useEffect, useState } from 'react';

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

const FALLBACK = '.page-header, .hero, main h1';

function visible(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
}

function findTarget(selector: string): Element | null {
  for (const list of [selector, FALLBACK]) {
    const found = [...document.querySelectorAll(list)].find(visible);
    if (found) return found;
  }
  return null;
}

function sameRect(a: Rect | null, b: Rect | null): boolean {
  return a === b || (!!a && !!b && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height);
}

/**
 * Where the step's target is on screen (viewport coordinates, grown by `padding`), or null. Screens
 * load lazily and move as they fill, so the target is looked up again a few times a second.
 */
export function useTargetRect(selector: string | null, padding: number): Rect | null {
  const [rect, setRect] = useState<Rect | null>(null);

  useEffect(() => {
    if (!selector) {
      setRect(null);
      return;
    }
    let scrolled = false;
    const measure = () => {
      const target = findTarget(selector);
      if (target && !scrolled) {
        scrolled = true;
        target.scrollIntoView({ block: 'center', behavior: 'auto' });
      }
      const box = target?.getBoundingClientRect();
      const next = box
        ? { top: box.top - padding, left: box.left - padding, width: box.width + 2 * padding, height: box.height + 2 * padding }
        : null;
      setRect((previous) => (sameRect(previous, next) ? previous : next));
    };
    measure();
    const timer = window.setInterval(measure, 250);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [selector, padding]);

  return rect;
}
