// Starts the shell's start-up (login bootstrap, reader info, region rule) only where there is
// something to start: the messaging app or a configured LIFF id (./appStartup.ts), or a stored
// session in a plain browser (./startup.ts, the reader check alone). Anonymous browser readers load
// nothing more.
import { queryOnLoad } from '#/domain/routing/loadQuery.ts';
import { CHUNK_RELOAD_KEY, chunkReloadMark, isChunkLoadError, shouldReloadForChunk } from '#/domain/shell/chunkReload.ts';

const root = document.documentElement;
// content-spec §2: the load counter and the mini-app's popup-close flag, written in place.
const inApp = /\bLine\/\d/i.test(navigator.userAgent);
const query = queryOnLoad(location.search, { miniApp: inApp && /\bLIFF\b/.test(navigator.userAgent), historyLength: history.length });
if (query) history.replaceState(history.state, '', `${location.pathname}${query}${location.hash}`);
// A code chunk that fails to load (a deploy replaced it) reloads the page, once (no loop). Our own
// dynamic imports reject; Astro's islands retry once (after 1 s) and then dispatch
// astro:hydration-error, by which time this module has long been listening.
const onChunkError = (reason: unknown) => {
  if (!isChunkLoadError(reason)) return;
  try {
    if (!shouldReloadForChunk(sessionStorage.getItem(CHUNK_RELOAD_KEY), location.pathname, Date.now())) {
      root.dataset.chunkReload = 'skipped';
      return;
    }
    sessionStorage.setItem(CHUNK_RELOAD_KEY, chunkReloadMark(location.pathname, Date.now()));
  } catch {
    return; // without storage a reload could not be told from a loop
  }
  location.reload();
};
addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => onChunkError(event.reason));
addEventListener('astro:hydration-error', (event) => onChunkError((event as CustomEvent<{ error?: unknown }>).detail?.error));

// The messaging app's or LIFF's login to bring up; else, in a plain browser, a stored session to
// check (the head script, readingSettingsBoot.ts, marked html.signed-in before the first paint).
if (root.dataset.liffId || inApp) void import('./appStartup.ts').then((startup) => startup.startShell());
else if (root.classList.contains('signed-in')) void import('./startup.ts').then((startup) => startup.startShell());
