import type { MethodsStats } from '../../../domain/api';
import { fetchMethodsStats } from './api';
import { useRemote } from './useRemote';

/** The methods' public figures, or null while loading or unavailable (their lines are then left out). */
export function useMethodsStats(): MethodsStats | null {
  const stats = useRemote(fetchMethodsStats, 'methods-stats');
  return stats.status === 'ready' ? stats.value : null;
}
