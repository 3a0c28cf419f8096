import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { fetchSupportUnread } from '../features/support/api';
import { helpText } from '../i18n/help';
import { threadEventAtom, threadReadsAtom } from '../state/threads';

/** The menu's count of support answers not read yet: asked again when a thread changes or is read. */
export function SupportCount() {
  const [unread, setUnread] = useState(0);
  const support = useAtomValue(threadEventAtom);
  const changed = (support.kind === 'support' ? support.seq : 0) + useAtomValue(threadReadsAtom);
  useEffect(() => {
    let live = true;
    fetchSupportUnread().then(
      (answer) => live && setUnread(answer.unread),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [changed]);
  if (unread === 0) return null;
  return (
    <span className="nav-count" aria-label={helpText.unread(unread)} data-testid="support-unread">
      {unread}
    </span>
  );
}
