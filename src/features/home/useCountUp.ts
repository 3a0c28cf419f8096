import { useEffect, useState } from 'react';
import { COUNT_UP_MS, countUpValue } from '../training/countUp';

/** Counts from 0 up to `target` over 1.2 s (part 1 §9), or shows it at once when motion is reduced. */
export function useCountUp(target: number | null): number | null {
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    if (target === null) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setValue(target);
      return;
    }
    const startedAt = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const elapsed = now - startedAt;
      setValue(countUpValue(target, elapsed, COUNT_UP_MS));
      if (elapsed < COUNT_UP_MS) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return target === null ? null : value;
}
