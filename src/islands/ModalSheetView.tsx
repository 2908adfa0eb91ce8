// Island-internal module of OverlayHost: the modal bottom sheet of shell-spec §2/§4 (reading
// settings, login, comments). Its frame is here; the reading settings and the comment thread are
// loaded the first time their sheet opens (React.lazy), so readers who never open them never load them.
import { Suspense, lazy, useEffect, useRef } from 'react';
import { $modalSheet, $popup, closeModalSheet } from '#/stores/ui.ts';
import { useHydratingStore, type OverlayLabels } from './overlayShared.ts';
import { useBodyScrollLock } from './useBodyScrollLock.ts';
import { LoginSheet } from './LoginSheet.tsx';

const ReadingSettings = lazy(() => import('./ReadingSettingsSheet.tsx').then((m) => ({ default: m.ReadingSettings })));
const CommentSheetBody = lazy(() => import('./CommentSheetBody.tsx').then((m) => ({ default: m.CommentSheetBody })));

export function ModalSheetView({ labels }: { labels: OverlayLabels }) {
  const sheet = useHydratingStore($modalSheet);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);
  useBodyScrollLock(sheet !== null && !sheet.leaving);
  useEffect(() => {
    if (!sheet || sheet.leaving) return;
    opener.current = document.activeElement;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !$popup.get()) closeModalSheet();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      (opener.current as HTMLElement | null)?.focus?.();
    };
  }, [sheet?.kind, sheet?.leaving]);
  if (!sheet) return null;
  return (
    <div
      className={`overlay-backdrop overlay-backdrop--sheet${sheet.leaving ? ' is-leaving' : ''}`}
      onClick={(e) => {
        if (e.target === e.currentTarget && sheet.closeOnOverlay) closeModalSheet();
      }}
      data-modal-sheet={sheet.kind}
    >
      <div className={`modal-sheet modal-sheet--${sheet.type}`} role="dialog" aria-modal="true" aria-labelledby="modal-sheet-title" tabIndex={-1} ref={panel}>
        <header className="modal-sheet__header">
          <h2 id="modal-sheet-title">{sheet.title}</h2>
          <button type="button" className="modal-sheet__close" aria-label={labels.close} onClick={closeModalSheet}>
            ×
          </button>
        </header>
        {sheet.kind === 'readingSettings' && (
          <Suspense>
            <ReadingSettings labels={labels} />
          </Suspense>
        )}
        {sheet.kind === 'comments' && sheet.props && (
          <Suspense>
            <CommentSheetBody props={sheet.props} />
          </Suspense>
        )}
        {sheet.kind === 'login' && <LoginSheet labels={labels} callbackUrl={sheet.callbackUrl ?? location.pathname + location.search} />}
      </div>
    </div>
  );
}
