import { limits } from './limits';

/**
 * Public profile identifier: accents folded, lower case, only letters, digits and hyphens,
 * at most 48 characters. Returns null when nothing usable remains.
 */
export function sanitiseSlug(input: string): string | null {
  const slug = input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, limits.slugMax)
    .replace(/-+$/g, '');
  return slug.length > 0 ? slug : null;
}
