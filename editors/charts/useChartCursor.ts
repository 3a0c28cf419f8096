import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { steppedIndex } from './chartModel';

/**
 * The point or bar whose tooltip a chart shows: under the pointer (`indexAt` turns a horizontal
 * position, in the chart's `width` units, into an index) or moved by the arrow keys once the
 * plot has the focus. `plot` goes on the plot's element.
 */
export function useChartCursor(count: number, width: number, indexAt: (units: number) => number) {
  const [active, setActive] = useState<number | null>(null);

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(indexAt(((event.clientX - box.left) / box.width) * width));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const key = event.key;
    setActive((current) => steppedIndex(current, key, count));
  }

  const plot = {
    tabIndex: 0,
    onPointerMove,
    onPointerDown: onPointerMove,
    onPointerLeave: () => setActive(null),
    onFocus: () => setActive((current) => current ?? 0),
    onBlur: () => setActive(null),
    onKeyDown,
  };
  return { active, plot };
}
