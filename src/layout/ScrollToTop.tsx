import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The page scrolls to the top on every path or query change (part 1 §2). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
