import { z } from 'zod';

/** Request shapes of the billing calls (part 1 §9); return paths are checked by the service. */
const sessionId = z.string().min(1).max(300);

export const checkoutBody = z.object({
  plan: z.enum(['major', 'champion']),
  successUrl: z.string().min(1).max(500),
  cancelUrl: z.string().min(1).max(500),
});
export const confirmBody = z.object({ sessionId });
export const sessionParams = z.object({ id: sessionId });
export const promoBody = z.object({ code: z.string().max(40) });
