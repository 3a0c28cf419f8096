import { useAtomValue } from 'jotai';
import { fr } from '../i18n/shell';
import { dismissToast, runToastAction, toastsAtom } from '../state/toasts';

/** The toast region: announced politely to screen readers, each toast closable by hand. */
export function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="toasts" role="status" aria-live="polite" aria-label={fr.toasts.regionLabel}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`}>
          <span className="toast__dot" aria-hidden="true" />
          <p className="toast__message">{toast.message}</p>
          {toast.action && (
            <button type="button" className="toast__action" onClick={() => runToastAction(toast)}>
              {toast.action.label}
            </button>
          )}
          <button type="button" className="toast__close" aria-label={fr.toasts.dismiss} onClick={() => dismissToast(toast.id)}>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}
