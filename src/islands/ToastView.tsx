// Island-internal module of OverlayHost: the toast of shell-spec §4 (one message, an optional
// action), in a live region that is always there so a new message is announced.
import { $toast, closeToast } from '#/stores/ui.ts';
import { useHydratingStore } from './overlayShared.ts';

export function ToastView({ closeLabel }: { closeLabel: string }) {
  const toast = useHydratingStore($toast);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast && (
        <div className={`toast${toast.open ? '' : ' toast--leaving'}`}>
          <p className="toast__message">{toast.message}</p>
          {toast.action ? (
            <button
              type="button"
              className="toast__action"
              onClick={() => {
                toast.action?.onClick?.();
                if (toast.action?.href) location.assign(toast.action.href);
                closeToast();
              }}
            >
              {toast.action.label}
            </button>
          ) : (
            <button type="button" className="toast__close" aria-label={closeLabel} onClick={closeToast}>
              ×
            </button>
          )}
        </div>
      )}
    </div>
  );
}
