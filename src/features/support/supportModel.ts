/** Lower case without accents: « telephone » finds « téléphone ». */
const folded = (value: string) => value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** Whether every word of the search is in the question or its answer, accents and case aside. */
export function faqMatches(item: { q: string; a: string }, search: string): boolean {
  const haystack = folded(`${item.q} ${item.a}`);
  return folded(search).split(/\s+/).filter(Boolean).every((word) => haystack.includes(word));
}

/** « 3 h 05 min », « 2 j 4 h », « 12 min »: how long a student has waited since `since`, at `now`. */
export function waitedFor(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days}\u00a0j ${hours}\u00a0h`;
  if (hours > 0) return `${hours}\u00a0h ${String(minutes % 60).padStart(2, '0')}\u00a0min`;
  return `${minutes}\u00a0min`;
}
