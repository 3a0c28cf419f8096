import type { User } from '../../domain/user';

/** The navigation action 'profile' (part 1 §2): the slug route if known, else the id route, else /account. */
export function profilePath(user: Pick<User, 'id' | 'slug'> | null): string {
  if (user?.slug) return `/profile/${encodeURIComponent(user.slug)}`;
  if (user) return `/profile/id/${encodeURIComponent(user.id)}`;
  return '/account';
}
