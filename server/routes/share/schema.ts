import { z } from 'zod';

/** Request shapes of share codes (part 1 §8): the payload is JSON text normalised by the service. */
export const codeParams = z.object({ code: z.string().max(100) });
