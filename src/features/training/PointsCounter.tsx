import { useEffect, useState } from 'react';
import { fr } from '../../i18n/fr';
import { COUNT_UP_MS, countUpValue } from './countUp';

/** The points earned, counting up for about 1.2 s. */
export function PointsCounter({ points }: { points: number }) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const start = performance.now();
    let frame = requestAnimationFrame(function step(time) {
      const elapsed = time - start;
      setShown(countUpValue(points, elapsed));
      if (elapsed < COUNT_UP_MS) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [points]);
  return <span className="points-counter">{fr.training.pointsValue(shown)}</span>;
}
