import type { MethodsStats, PlatformStats } from '../../../domain/api';
import { apiRequest } from '../../api/client';

export const fetchPlatformStats = () => apiRequest<{ stats: PlatformStats }>('/public/stats').then((answer) => answer.stats);

export const fetchMethodsStats = () => apiRequest<{ stats: MethodsStats }>('/public/methods-stats').then((answer) => answer.stats);
