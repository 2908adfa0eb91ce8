// Which Chromium the browser tests and the browser-driven scripts run (docs/decisions/0053): Debian's
// headless shell when installed (the same Blink and V8 without the browser around them), else the
// full browser; CHROMIUM_PATH picks another.
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

/** The headless shell, else the full browser; `full` when a tool needs the full browser (Lighthouse's DevTools port). */
export function chromiumPath(opts: { full?: boolean } = {}): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return !opts.full && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER;
}
