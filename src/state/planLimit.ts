import { atom } from 'jotai';
import type { QuotaExceeded } from '../../domain/quotas';

/**
 * The plan-limit dialog's content while it is open (part 1 §2), from anywhere in the app. Apart
 * from the quota rules (features/billing/planLimit.ts), so the frame can watch it without them.
 */
export const planLimitAtom = atom<QuotaExceeded | null>(null);
