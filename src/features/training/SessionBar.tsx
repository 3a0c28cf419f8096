import { useEffect, useState } from 'react';
import { fr } from '../../i18n/fr';
import { formatDuration } from './session';

/** The elapsed time: mm:ss since the start, ticking every 500 ms (part 1 §4, part 2 §9). */
function Timer({ startedAt }: { startedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className="training-bar__timer" role="timer" aria-label={fr.training.timer}>
      {formatDuration(now - startedAt)}
    </span>
  );
}

interface SessionBarProps {
  /** Where the student is, in the one wording of every method (`fr.training.progress`, `fr.training.answered`). */
  counter: string;
  /** The share done, 0..1, drawn as the line under the bar. */
  done: number;
  startedAt: number;
}

/** The bar over the questions of every method (cards, legends, zones to name, maps): where the student is, the time, the progress line. */
export function SessionBar({ counter, done, startedAt }: SessionBarProps) {
  return (
    <>
      <div className="training-bar">
        <span className="training-bar__progress">{counter}</span>
        <Timer startedAt={startedAt} />
      </div>
      <div className="training-progress" aria-hidden="true">
        <span style={{ width: `${Math.min(1, Math.max(0, done)) * 100}%` }} />
      </div>
    </>
  );
}
