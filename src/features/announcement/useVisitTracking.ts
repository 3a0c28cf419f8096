import { useEffect } from 'react';
import { parisDay } from '../../../domain/dates';
import { readStored, writeStored } from '../../lib/storage';
import { recordVisit } from './api';
import { overlayKeys } from './dismissal';

/** Counts the visit once per Paris day, remembered locally (part 2 §7); failures are only logged. */
export function useVisitTracking(): void {
  useEffect(() => {
    const day = parisDay(Date.now());
    if (readStored('local', overlayKeys.lastVisitDay) === day) return;
    recordVisit(day)
      .then(() => writeStored('local', overlayKeys.lastVisitDay, day))
      .catch((error: unknown) => console.warn('[visits] not recorded', error));
  }, []);
}
