import { z } from 'zod';
import { AUDIT_PAGE } from '../../../domain/admin';
import { limits } from '../../../domain/limits';

/** Request shapes of the admin calls (part 2 §7 Admin); the rules with their own messages live in the services. */
const id = z.string().min(1).max(200);

export const idParams = z.object({ id });
export const badgeParams = z.object({ id, badgeId: z.string().min(1).max(60) });
export const sessionParams = z.object({ id, sessionId: id });

export const announcementBody = z.object({
  title: z.string().max(200).default(''),
  body: z.string().max(limits.textareaMax * 2).default(''),
  imageUrl: z.string().max(2000).default(''),
  accentColor: z.string().max(20).default(''),
  isActive: z.boolean().default(false),
});

export { uploadBody } from '../../../domain/uploads';
export const usersQuery = z.object({ q: z.string().max(100).default('') });
export const badgeBody = z.object({ badgeId: z.string().min(1).max(60) });
export const banBody = z.object({ minutes: z.number() });
export const auditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE.max).default(AUDIT_PAGE.default),
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});

const optionalNumber = z.number().nullable().optional();
export const promoCodeBody = z.object({
  code: z.string().max(100),
  discountType: z.enum(['percent', 'amount']),
  percentOff: optionalNumber,
  amountOff: optionalNumber,
  currency: z.string().max(10).nullable().optional(),
  duration: z.string().max(20),
  durationInMonths: optionalNumber,
  maxRedemptions: optionalNumber,
  expiresAt: optionalNumber,
});
export const promoCodesQuery = z.object({
  active: z.enum(['true', 'false']).optional(),
  q: z.string().max(100).optional(),
});
export const promoActiveBody = z.object({ active: z.boolean() });

export const visitBody = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
