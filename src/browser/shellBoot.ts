// Starts the shell's start-up (login bootstrap, reader info, region rule) only where there is
// something to start: a stored session, the messaging app, or a configured LIFF id. Anonymous
// browser readers load nothing more.
import { queryOnLoad } from '#/domain/routing/loadQuery.ts';

const root = document.documentElement;
// content-spec §2: the load counter and the mini-app's popup-close flag, written in place.
const miniApp = /\bLine\/\d/i.test(navigator.userAgent) && /\bLIFF\b/.test(navigator.userAgent);
const query = queryOnLoad(location.search, { miniApp, historyLength: history.length });
if (query) history.replaceState(history.state, '', `${location.pathname}${query}${location.hash}`);
let stored: string | null = null;
try {
  stored = localStorage.getItem('portal.session');
} catch {
  // storage unavailable: anonymous
}
if (stored || root.dataset.liffId || /\bLine\/\d/i.test(navigator.userAgent)) {
  void import('./startup.ts').then(({ startShell }) => startShell());
}
