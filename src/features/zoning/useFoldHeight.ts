import { useLayoutEffect, useRef, useState } from 'react';
import { BOARD_MAX_HEIGHT } from '../../../editors/zoning/BoardCanvas';

/** A board never shrinks below this: on a short window it stays usable and the page scrolls. */
const BOARD_MIN_HEIGHT = 260;
/** Room kept under the question's last control. */
const BOTTOM_MARGIN = 16;

/**
 * The height the board of a question may take for the board and everything after it in the
 * question (the hint, « Valider ») to show on the first screen, without scrolling (issue 55): from
 * the board's top on the page to the window's bottom, less what follows the board. Measured when
 * the question or the window changes size, never during a gesture; not while `frozen` (a
 * validated answer adds its verdict under the board, which must not shrink it).
 */
export function useFoldHeight(frozen: boolean) {
  const section = useRef<HTMLElement>(null);
  const [maxHeight, setMaxHeight] = useState(BOARD_MAX_HEIGHT);
  const still = useRef(frozen);
  still.current = frozen;
  useLayoutEffect(() => {
    const element = section.current;
    if (!element) return;
    const measure = () => {
      const stage = element.querySelector('.board-canvas__stage');
      if (!stage || still.current) return;
      const box = stage.getBoundingClientRect();
      const below = element.getBoundingClientRect().bottom - box.bottom;
      const room = window.innerHeight - (box.top + window.scrollY) - below - BOTTOM_MARGIN;
      setMaxHeight(Math.floor(Math.min(BOARD_MAX_HEIGHT, Math.max(BOARD_MIN_HEIGHT, room))));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    measure();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return { section, maxHeight };
}
