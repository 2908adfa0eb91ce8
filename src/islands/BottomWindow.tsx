// Island-internal module of OverlayHost: the bottom window of shell-spec §4 (floating bar, extended
// service, snack bar), hidden while the reader scrolls down and shown again on the way up or at rest.
import { useLayoutEffect, useRef, useState } from 'react';
import { BOTTOM_REDISPLAY_MS, bottomVisibleAfterScroll, orderedBottomEntries, type BottomEntry } from '#/domain/portal/bottomWindow.ts';
import { $bottomEntries, bindSnackBar, removeBottomEntry } from '#/stores/ui.ts';
import { useHydratingStore } from './overlayShared.ts';

/** `family`: the market's entries the server rendered (GET /recommendation/family), shown from the first paint. */
export function BottomWindow({ closeLabel, family }: { closeLabel: string; family: readonly BottomEntry[] }) {
  const [closed, setClosed] = useState<string[]>([]);
  const entries = orderedBottomEntries([...family, ...useHydratingStore($bottomEntries)].filter((e) => !closed.includes(e.key)));
  // null until hydrated: CSS hides the window by scroll position ([data-scroll-hide]). On hydrating,
  // the script takes over in the same frame, from where the reader is: a reader who has scrolled
  // down (a load-more woke the host) keeps it hidden instead of seeing it pop back.
  const [visible, setVisible] = useState<boolean | null>(null);
  const lastY = useRef(0);
  // A layout effect: the first state is set before the hydrated window is painted.
  // Snack bars may be shown from here on (shell-spec §8 developer error before).
  useLayoutEffect(bindSnackBar, []);
  useLayoutEffect(() => {
    setVisible(bottomVisibleAfterScroll(true, 0, (lastY.current = window.scrollY)));
    let idle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const y = window.scrollY;
      // Read the last position now: the updater runs later, after it has moved on (and after the
      // first state above: v is never null there).
      const last = lastY.current;
      setVisible((v) => bottomVisibleAfterScroll(v!, last, y));
      lastY.current = y;
      clearTimeout(idle);
      idle = setTimeout(() => setVisible(true), BOTTOM_REDISPLAY_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(idle);
    };
  }, []);
  if (entries.length === 0) return null;
  return (
    <div className={`bottom-window${visible === false ? ' bottom-window--hidden' : ''}`} data-scroll-hide={visible === null ? '' : undefined}>
      {entries.map((entry) => (
        <div key={entry.key} className={`bottom-entry bottom-entry--${entry.module}`} role="status">
          <span>{entry.message}</span>
          {entry.action && (
            <a className="bottom-entry__action" href={entry.action.href}>
              {entry.action.label}
            </a>
          )}
          {!entry.persistent && (
            <button type="button" className="bottom-entry__close" aria-label={closeLabel} onClick={() => (setClosed((c) => [...c, entry.key]), removeBottomEntry(entry.key))}>
              ×
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
