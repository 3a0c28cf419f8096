import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Announcement } from '../../../domain/admin';
import { announcementRevisionAtom } from '../../state/announcement';
import { activeBanAtom, syncingAtom } from '../../state/session';
import { fetchPublicAnnouncement } from './api';
import { dismissAnnouncement, dismissalOf, isAnnouncementDismissed, isShowable } from './dismissal';
import { useVisitTracking } from './useVisitTracking';
import '../../styles/admin.css';

// The modal renders rich text (DOMPurify): loaded only when there is something to show.
const AnnouncementModal = lazy(() => import('./AnnouncementModal').then((m) => ({ default: m.AnnouncementModal })));
// The ban notice only concerns a suspended member: its code waits for a ban.
const BanNotice = lazy(() => import('./BanNotice').then((m) => ({ default: m.BanNotice })));

/** The global overlays: the announcement on / once loaded, the ban notice everywhere; counts the visit. */
export function Overlays() {
  useVisitTracking();
  const { pathname } = useLocation();
  const revision = useAtomValue(announcementRevisionAtom);
  const syncing = useAtomValue(syncingAtom);
  const banned = useAtomValue(activeBanAtom) !== null;
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [closed, setClosed] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    fetchPublicAnnouncement()
      .then(({ announcement: next }) => {
        if (current) setAnnouncement(next);
      })
      // Announcement fetch failures are only logged (part 2 §8 Silent failures).
      .catch((error: unknown) => console.warn('[announcement] not loaded', error));
    return () => {
      current = false;
    };
  }, [revision]);

  const visible =
    pathname === '/' &&
    !syncing &&
    announcement !== null &&
    isShowable(announcement) &&
    closed !== dismissalOf(announcement) &&
    !isAnnouncementDismissed(announcement);

  return (
    <>
      {visible && (
        <Suspense fallback={null}>
          <AnnouncementModal
            announcement={announcement}
            onClose={() => setClosed(dismissalOf(announcement))}
            onNeverAgain={() => {
              dismissAnnouncement(announcement);
              setClosed(dismissalOf(announcement));
            }}
          />
        </Suspense>
      )}
      {banned && (
        <Suspense fallback={null}>
          <BanNotice />
        </Suspense>
      )}
    </>
  );
}
