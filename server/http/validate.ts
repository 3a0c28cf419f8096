import type { z } from 'zod';
import { badRequest } from './errors';

/** Parses `input` with `schema`, or answers 400 naming the first offending field in French. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'corps';
  const reason =
    issue?.code === 'invalid_type'
      ? 'type incorrect ou valeur manquante'
      : issue?.code === 'too_big'
        ? 'valeur trop longue'
        : issue?.code === 'too_small'
          ? 'valeur trop courte'
          : 'valeur invalide';
  throw badRequest(`Requête invalide : champ « ${field} » (${reason}).`);
}
