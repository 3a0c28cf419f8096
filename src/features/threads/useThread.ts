import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { ThreadView } from '../../../domain/threads';
import { threadEventAtom, threadRead } from '../../state/threads';

type Loaded = { status: 'loading' } | { status: 'failed'; missing: boolean } | { status: 'ready'; thread: ThreadView };

/**
 * A thread kept up to date: loaded, then loaded again whenever the server says it changed (a
 * message or a status, from anyone, live over socket.io). Reading it marks it read on the server.
 */
export function useThread(id: string, read: (id: string) => Promise<{ thread: ThreadView }>) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const event = useAtomValue(threadEventAtom);
  const changed = event.threadId === id ? event.seq : 0;

  const show = useCallback((thread: ThreadView) => {
    setLoaded({ status: 'ready', thread });
    threadRead();
  }, []);

  useEffect(() => {
    let live = true;
    read(id).then(
      ({ thread }) => live && show(thread),
      (error: unknown) => live && setLoaded((current) => (current.status === 'ready' ? current : { status: 'failed', missing: (error as { status?: number }).status === 404 })),
    );
    return () => {
      live = false;
    };
  }, [id, read, changed, show]);

  return { loaded, show };
}
