import { useLayoutEffect } from 'react';
import { StatusMessage } from '../components/StatusMessage';
import { fr } from '../i18n/shell';

/** Notices on screen saying the first screen's code is still arriving (0 or 1). */
let waiting = 0;
const onDrawn = new Set<() => void>();

/** A notice of a screen still loading is up until the returned function is called. */
export function screenLoading(): () => void {
  waiting++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    waiting--;
    if (waiting === 0) [...onDrawn].forEach((run) => run());
  };
}

/** The layout's notice while the first screen's code arrives (the router's first-load fallback). */
export function FirstScreenLoading() {
  useLayoutEffect(screenLoading, []);
  return <StatusMessage tone="loading" message={fr.app.loading} />;
}

/**
 * Runs `start` once a screen is drawn in the layout (at once if one is), and answers what undoes
 * it: the footer is where it will stay only then, not under the notice of a screen still loading.
 */
export function whenScreenDrawn(start: () => () => void): () => void {
  if (waiting === 0) return start();
  let stop: (() => void) | null = null;
  const run = () => {
    onDrawn.delete(run);
    stop = start();
  };
  onDrawn.add(run);
  return () => {
    onDrawn.delete(run);
    stop?.();
  };
}
