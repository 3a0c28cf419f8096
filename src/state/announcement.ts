import { atom } from 'jotai';

/** Bumped on every 'announcement:update' so the screens showing the announcement fetch it again. */
export const announcementRevisionAtom = atom(0);
