// The one overlay host (shell-spec §2/§4): top progress bar, toast, bottom window (floating bar,
// extended service, snack bar), popup confirm and modal sheet, all from nanostores; every overlay
// closes on a route change.
// client:interaction="[data-sheet]": hydrates on the first tap on an element that opens a modal sheet
// (reading settings, an article's comments link), or when woken by an overlay put in a store or by
// going offline (src/browser/wakeIsland.ts), so pages load no React until something needs an overlay.
import { useStore as useNanostore } from '@nanostores/react';
import { Suspense, lazy, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReadableAtom } from 'nanostores';
import { BOTTOM_REDISPLAY_MS, bottomVisibleAfterScroll, orderedBottomEntries, type BottomEntry } from '#/domain/portal/bottomWindow.ts';
import type { TextSize } from '#/domain/shell/textSize.ts';
import type { Theme } from '#/domain/shell/readerPreferences.ts';
import { PROGRESS_MAX_MS, PROGRESS_THROTTLE_MS, $progress, progressClearFailure, progressReset, progressStart } from '#/stores/progress.ts';
import {
  $bottomEntries,
  $modalSheet,
  $popup,
  $toast,
  answerPopup,
  closeAllOverlays,
  closeModalSheet,
  closeToast,
  openModalSheet,
  type ModalSheet,
  removeBottomEntry,
  showBottomEntry,
} from '#/stores/ui.ts';

export interface OverlayLabels {
  close: string;
  ok: string;
  cancel: string;
  loading: string;
  offline: string;
  settings: string;
  textSizeTitle: string;
  textSizes: Record<TextSize, string>;
  textSizeChanged: string;
  themeTitle: string;
  themes: Record<Theme, string>;
  /** Said instead of the theme choice where the edition forces light. */
  themeForced: string;
  autoplay: string;
  reset: string;
  resetTitle: string;
  resetMessage: string;
  temporaryError: string;
  loginTitle: string;
  loginBody: string;
  signIn: string;
  /** The market's sign-in page; the sheet adds ?callback=… */
  signInPath: string;
}

/**
 * Stores read with their initial value while hydrating: the host hydrates over what the server
 * rendered (no overlays) even when an overlay was put in a store before, then shows it.
 */
const useStore = <T,>(store: ReadableAtom<T>): T => useNanostore(store, { ssr: 'initial' });

// An element with data-sheet opens the modal sheet its value describes: the title bar's
// reading-settings button, an article's 'comments (N)' link (a plain link to the comment page
// without JavaScript; CommentsButton.astro). They are outside the island: this listener, added when
// the module loads (before the directive replays the tap that woke the host), handles them.
if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    const sheet = (event.target as Element | null)?.closest?.<HTMLElement>('[data-sheet]')?.dataset.sheet;
    if (!sheet) return;
    event.preventDefault();
    openModalSheet(JSON.parse(sheet) as Omit<ModalSheet, 'leaving'>);
  });
}

export function OverlayHost({ labels, family = [] }: { labels: OverlayLabels; family?: readonly BottomEntry[] }) {
  useRouteChanges();
  useOfflineNotice(labels.offline);
  return (
    <div data-overlay-host>
      <ProgressBar label={labels.loading} />
      <ToastView closeLabel={labels.close} />
      <BottomWindow closeLabel={labels.close} family={family} />
      <PopupView labels={labels} />
      <ModalSheetView labels={labels} />
    </div>
  );
}

/** Overlays close when the page is left or comes back from the back/forward cache. */
function useRouteChanges() {
  useEffect(() => {
    const onHide = () => closeAllOverlays();
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) {
        closeAllOverlays();
        progressReset();
      }
    };
    // A same-origin link starts a navigation: show progress until the next page takes over.
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

function useOfflineNotice(message: string) {
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

function ProgressBar({ label }: { label: string }) {
  const { running, failed } = useStore($progress);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (running === 0) {
      setShown(false);
      return;
    }
    const show = setTimeout(() => setShown(true), PROGRESS_THROTTLE_MS);
    const giveUp = setTimeout(() => setShown(false), PROGRESS_MAX_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(giveUp);
    };
  }, [running]);
  useEffect(() => {
    if (!failed) return;
    const clear = setTimeout(progressClearFailure, PROGRESS_MAX_MS);
    return () => clearTimeout(clear);
  }, [failed]);
  if (!shown && !failed) return null;
  return (
    <div
      className={`progress-bar${failed ? ' progress-bar--failed' : ''}`}
      role="progressbar"
      aria-label={label}
      aria-busy={shown}
    />
  );
}

function ToastView({ closeLabel }: { closeLabel: string }) {
  const toast = useStore($toast);
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

/** `family`: the market's entries the server rendered (GET /recommendation/family), shown from the first paint. */
function BottomWindow({ closeLabel, family }: { closeLabel: string; family: readonly BottomEntry[] }) {
  const [closed, setClosed] = useState<string[]>([]);
  const entries = orderedBottomEntries([...family, ...useStore($bottomEntries)].filter((e) => !closed.includes(e.key)));
  // null until hydrated: CSS hides the window by scroll position ([data-scroll-hide]). On hydrating,
  // the script takes over in the same frame, from where the reader is: a reader who has scrolled
  // down (a load-more woke the host) keeps it hidden instead of seeing it pop back.
  const [visible, setVisible] = useState<boolean | null>(null);
  const lastY = useRef(0);
  // A layout effect: the first state is set before the hydrated window is painted.
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

function useBodyScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}

function PopupView({ labels }: { labels: OverlayLabels }) {
  const popup = useStore($popup);
  const okRef = useRef<HTMLButtonElement>(null);
  useBodyScrollLock(popup !== null);
  useEffect(() => okRef.current?.focus(), [popup]);
  if (!popup) return null;
  return (
    <div className="overlay-backdrop overlay-backdrop--popup">
      <div className="popup" role="alertdialog" aria-modal="true" aria-labelledby="popup-title" aria-describedby="popup-message">
        <h2 id="popup-title" className="popup__title">{popup.title}</h2>
        <p id="popup-message">{popup.message}</p>
        <div className="popup__buttons">
          {popup.type === 'confirm' && (
            <button type="button" className="button button--ghost" onClick={() => answerPopup(false)}>
              {popup.cancelLabel ?? labels.cancel}
            </button>
          )}
          <button type="button" className="button" ref={okRef} onClick={() => answerPopup(true)}>
            {popup.okLabel ?? labels.ok}
          </button>
        </div>
      </div>
    </div>
  );
}

function ModalSheetView({ labels }: { labels: OverlayLabels }) {
  const sheet = useStore($modalSheet);
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

/** The login bottom sheet: why to sign in, and the way to the messaging app's login. */
function LoginSheet({ labels, callbackUrl }: { labels: OverlayLabels; callbackUrl: string }) {
  return (
    <div className="login-sheet">
      <p>{labels.loginBody}</p>
      <a className="button" href={`${labels.signInPath}?callback=${encodeURIComponent(callbackUrl)}`} data-login-sheet-signin>
        {labels.signIn}
      </a>
    </div>
  );
}

/** The reading settings (text size, reset), loaded when the sheet first opens. */
const ReadingSettings = lazy(() => import('./ReadingSettingsSheet.tsx').then((m) => ({ default: m.ReadingSettings })));

/** The comment sheet's thread, loaded when it first opens. */
const CommentSheetBody = lazy(() => import('./CommentSheetBody.tsx').then((m) => ({ default: m.CommentSheetBody })));
