// Start-up in a plain browser with a stored session (shell-spec §4): no messaging app and no LIFF to
// wait for, so the start-up queue would start at once with one task, the reader check. Inside the
// messaging app or with a LIFF id, ./appStartup.ts runs instead. Loaded on demand by ./shellBoot.ts.
import { checkReader, followAccount, pageMarket } from './readerCheck.ts';

export function startShell(doc: Document = document): void {
  const market = pageMarket(doc);
  if (!market) return;
  followAccount(doc);
  // Browser tests can tell the shell is listening.
  doc.documentElement.dataset.shell = 'started';
  // The tracker starts once the reader's info is in (shell-spec §4), and never waits on a failure.
  void checkReader(market).finally(() => startupDone(doc));
}

/** Tells the tracker (src/browser/tracking/tracker.ts) that the start-up's tasks have finished. */
export function startupDone(doc: Document): void {
  doc.documentElement.dataset.startup = 'done';
  window.dispatchEvent(new Event('portal:startup-done'));
}
