import { atom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { DueCount, MemorySummary } from '../../../domain/memory/api';
import { appStore } from '../../state/store';
import { userAtom } from '../../state/session';
import { fetchMemorySummary } from './api';

/** The signed-in student's due counts, with whose they are (never shown to another account). */
const memorySummaryAtom = atom<{ userId: string; summary: MemorySummary } | null>(null);

/** Asks the server for the due counts again (on a page's arrival, after a recorded session); a failure keeps the last ones. */
export async function refreshDueCounts(): Promise<void> {
  const userId = appStore.get(userAtom)?.id;
  if (!userId) return;
  try {
    const summary = await fetchMemorySummary();
    if (appStore.get(userAtom)?.id === userId) appStore.set(memorySummaryAtom, { userId, summary });
  } catch {
    // Counts are a hint: the previous ones stay until the next refresh.
  }
}

/** The due counts of the signed-in student, fetched when the calling screen appears; null while unknown. */
export function useDueCounts(): MemorySummary | null {
  const user = useAtomValue(userAtom);
  const held = useAtomValue(memorySummaryAtom);
  useEffect(() => {
    if (user) void refreshDueCounts();
  }, [user?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  return user && held?.userId === user.id ? held.summary : null;
}

/** One chapter's counts in a summary (nothing due, nothing new when it has no item). */
export function chapterDue(summary: MemorySummary, subjectId: string, chapterId: string): DueCount {
  const found = summary.chapters.find((c) => c.subjectId === subjectId && c.chapterId === chapterId);
  return { due: found?.due ?? 0, new: found?.new ?? 0 };
}

/** A subject's counts: the sum of its chapters', new ones capped like the total by today's limit. */
export function subjectDue(summary: MemorySummary, subjectId: string): DueCount {
  const sum = summary.chapters
    .filter((c) => c.subjectId === subjectId)
    .reduce((sum, c) => ({ due: sum.due + c.due, new: sum.new + c.new }), { due: 0, new: 0 });
  return { due: sum.due, new: Math.min(sum.new, summary.total.new) };
}
