// Island-internal module of OverlayHost: while the reader is offline, the bottom window holds a
// persistent snack bar saying so (shell-spec §4); it goes when the connection is back.
import { useEffect } from 'react';
import { removeBottomEntry, showBottomEntry } from '#/stores/ui.ts';

export function useOfflineNotice(message: string): void {
  useEffect(() => {
    const offline = () => showBottomEntry({ key: 'offline', module: 'snackBar', message, persistent: true });
    const online = () => removeBottomEntry('offline');
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [message]);
}
