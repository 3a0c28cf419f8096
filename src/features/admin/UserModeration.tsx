import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { normaliseUserData } from '../../../domain/data/userData';
import { messageOf } from '../../api/client';
import { fr } from '../../i18n/fr';
import { establishSession } from '../../session/session';
import { showToast } from '../../state/toasts';
import { banUser, deleteUser, impersonateUser, searchUsers } from './api';
import type { AdminUserRow } from '../../../domain/admin';
import { UserCard, type UserActions } from './UserCard';

const text = fr.admin.users;
/** Part 2 §9: the search waits 350 ms after the last keystroke. */
const DEBOUNCE_MS = 350;

/** User search and moderation: badges, ban and its lifting, impersonation, deletion. */
export function UserModeration() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<{ users: AdminUserRow[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchUsers(query.trim(), controller.signal)
        .then((next) => {
          setResult(next);
          setError(null);
        })
        .catch(() => {
          if (!controller.signal.aborted) setError(fr.admin.usersFailed);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const replace = (user: AdminUserRow) =>
    setResult((current) => current && { ...current, users: current.users.map((u) => (u.id === user.id ? user : u)) });

  const attempt = async (work: () => Promise<void>, failure: string) => {
    try {
      await work();
    } catch (error) {
      showToast(messageOf(error, failure), 'error');
    }
  };

  const actions: UserActions = {
    changed: replace,
    ban: (user, minutes) =>
      void attempt(async () => {
        replace((await banUser(user.id, minutes)).user);
        showToast(minutes === 0 ? text.unbanned(user.username) : text.banned(user.username), 'success');
      }, minutes === 0 ? text.unbanFailed : text.banFailed),
    impersonate: (user) =>
      void attempt(async () => {
        const answer = await impersonateUser(user.id);
        // The admin's own token is set aside by the server, not here: signing out ends the visit.
        establishSession(answer.token, answer.user, { data: normaliseUserData(answer.data), revision: null }, { endsAt: answer.endsAt });
        showToast(text.impersonated(answer.user.username), 'success');
        void navigate('/');
      }, text.impersonateFailed),
    remove: (user) => {
      if (!window.confirm(text.confirmDelete(user.username))) return;
      void attempt(async () => {
        await deleteUser(user.id);
        setResult((current) => current && { users: current.users.filter((u) => u.id !== user.id), total: current.total - 1 });
        showToast(text.deleted(user.username), 'success');
      }, text.deleteFailed);
    },
  };

  return (
    <section className="admin-section" aria-labelledby="admin-users">
      <h2 id="admin-users" className="admin-section__title">
        {text.title}
      </h2>
      <label className="admin-form">
        {text.search}
        <input type="search" value={query} placeholder={text.searchPlaceholder} onChange={(event) => setQuery(event.target.value)} />
      </label>
      {error && <p className="admin-error" role="alert">{error}</p>}
      {result && <p className="admin-list__meta">{text.total(result.total)}</p>}
      {result && result.users.length === 0 && <p className="admin-empty">{text.empty}</p>}
      <ul className="admin-list">
        {(result?.users ?? []).map((user) => (
          <UserCard key={user.id} user={user} actions={actions} />
        ))}
      </ul>
    </section>
  );
}
