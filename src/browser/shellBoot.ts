// Starts the shell's start-up (login bootstrap, reader info, region rule) only where there is
// something to start: a stored session, the messaging app, or a configured LIFF id. Anonymous
// browser readers load nothing more.
const root = document.documentElement;
let stored: string | null = null;
try {
  stored = localStorage.getItem('portal.session');
} catch {
  // storage unavailable: anonymous
}
if (stored || root.dataset.liffId || /\bLine\/\d/i.test(navigator.userAgent)) {
  void import('./startup.ts').then(({ startShell }) => startShell());
}
