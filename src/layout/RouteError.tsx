import { useRouteError } from 'react-router';
import { StatusMessage } from '../components/StatusMessage';
import { fr } from '../i18n/shell';

/** Shown when a screen fails to render or its code cannot load (a new deployment, a lost connection). */
export function RouteError() {
  const error = useRouteError();
  console.error('[route] screen failed', error);
  return (
    <div className="page">
      <StatusMessage tone="warning" title={fr.errors.pageTitle} message={fr.errors.pageBody}>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {fr.errors.reload}
        </button>
      </StatusMessage>
    </div>
  );
}
