import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Signs out once (a double click sends one request) and goes home (part 1 §4). */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const busy = useRef(false);
  return useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      // Only a signed-in member sees the button: the session module is loaded by then.
      const { logout } = await import('../session/session');
      await logout();
      await navigate('/');
    } finally {
      busy.current = false;
    }
  }, [navigate]);
}
