import { shareFamily, type ShareType } from '../../../domain/share/types';

/** The three method families with their own share wording and payload types. */
export type ShareFamily = ReturnType<typeof shareFamily>;

export function belongsTo(type: ShareType, family: ShareFamily): boolean {
  return shareFamily(type) === family;
}
