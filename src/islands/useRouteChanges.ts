// Island-internal module of OverlayHost: every overlay closes when the page is left or comes back
// from the back/forward cache (shell-spec §4), and a same-origin link shows the progress bar until
// the next page takes over.
import { useEffect } from 'react';
import { progressReset, progressStart } from '#/stores/progress.ts';
import { closeAllOverlays } from '#/stores/ui.ts';

export function useRouteChanges(): void {
  useEffect(() => {
    const onHide = () => closeAllOverlays();
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) {
        closeAllOverlays();
        progressReset();
      }
    };
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || a.target === '_blank') return;
      if (a.origin === location.origin && a.pathname !== location.pathname) progressStart();
    };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
      document.removeEventListener('click', onClick);
    };
  }, []);
}
