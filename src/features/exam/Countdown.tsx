import { memo, useEffect, useState } from 'react';
import { examText } from '../../i18n/exam';
import { formatCountdown } from './format';

interface CountdownProps {
  deadline: number;
  offset: number;
  onZero: () => void;
  label?: string;
  /** Below this the timer turns red. */
  urgentMs?: number;
  testId?: string;
}

/**
 * The time left on the server's clock: its deadline, read against the server's time when it
 * answered (`offset`: the server's clock minus this device's). Calls `onZero` once at zero.
 * Re-rendered by its own ticks only, not by the exam's screen.
 */
export const Countdown = memo(function Countdown({ deadline, offset, onZero, label = examText.take.timer, urgentMs = 60_000, testId = 'exam-timer' }: CountdownProps) {
  const left = () => deadline - (Date.now() + offset);
  const [ms, setMs] = useState(left);
  useEffect(() => {
    let fired = false;
    const tick = () => {
      const now = left();
      setMs(now);
      if (now <= 0 && !fired) {
        fired = true;
        onZero();
      }
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
    // The deadline and offset are fixed for an exam.
  }, [deadline, offset]); // eslint-disable-line react-hooks/exhaustive-deps
  const urgent = ms < urgentMs;
  return (
    <span className={`exam-timer${urgent ? ' exam-timer--urgent' : ''}`} role="timer" aria-label={label} data-testid={testId}>
      {formatCountdown(ms)}
    </span>
  );
});
