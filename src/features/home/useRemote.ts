import { useEffect, useState } from 'react';

export type Remote<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

/** Loads `load` once; a failure is logged and reported as 'failed' (part 1 §7: figures left blank). */
export function useRemote<T>(load: () => Promise<T>, label: string): Remote<T> {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    load()
      .then((value) => live && setState({ status: 'ready', value }))
      .catch((error: unknown) => {
        console.warn(`[${label}] unavailable`, error);
        if (live) setState({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [load, label]);
  return state;
}
