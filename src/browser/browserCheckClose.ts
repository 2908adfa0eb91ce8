// The browser-check bar's close button (shell-spec §4), inlined after the bar only on the pages the
// server renders for an outdated browser (BrowserCheckBar.astro): current browsers get the bar
// hidden and no script. A closed bar stays closed for the session. It runs in the very browsers the
// bar is for, so it keeps to their syntax: no optional chaining, no `??`, and a catch binding that
// is used (the minifier drops an unused one, which those browsers cannot parse); the served page's
// script is checked for them in tests/worker/browserCheck.test.ts.
import { inlineScript } from './inlineScript.ts';

/** The session-storage flag of a closed bar. */
export const BROWSER_CHECK_CLOSED_KEY = 'portal.browserCheckClosed';

function browserCheckClose(key: string): void {
  const bar = document.querySelector<HTMLElement>('[data-browser-check]');
  const button = bar && bar.querySelector('[data-browser-check-close]');
  if (!bar || !button) return;
  // Whether the bar was closed in this session, after keeping that it is when `close`; storage
  // that is denied or full keeps nothing (a thrown error is truthy: false).
  const closed = (close: boolean): boolean => {
    try {
      if (close) sessionStorage.setItem(key, '1');
      return sessionStorage.getItem(key) === '1';
    } catch (denied) {
      return !denied;
    }
  };
  if (closed(false)) bar.hidden = true;
  button.addEventListener('click', () => {
    bar.hidden = true;
    closed(true);
  });
}

export const BROWSER_CHECK_CLOSE_SCRIPT = inlineScript(browserCheckClose, BROWSER_CHECK_CLOSED_KEY);
