import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { fr } from '../i18n/shell';

/** A change of screen quicker than this shows nothing: the bar would only flash. */
const SHOW_AFTER_MS = 150;

/**
 * A bar across the top of the page while the next screen's code arrives (a link followed on a
 * slow network): the screen left stays until then, and without it the click would seem lost.
 */
export function RouteProgress() {
  // The place being gone to, while its screen loads.
  const pending = useNavigation().location?.key ?? null;
  const [late, setLate] = useState<string | null>(null);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setLate(pending), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (!pending || late !== pending) return null;
  return <div className="route-progress" role="progressbar" aria-label={fr.app.loading} />;
}
