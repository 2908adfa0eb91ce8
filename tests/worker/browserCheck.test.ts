// The browser-check bar (shell-spec §4) as the server renders it: an outdated browser gets it shown
// with its close script (allowed by the page's policy, in a syntax that browser parses); a current
// browser gets it hidden and no script, also when an outdated browser's copy of the same page is in
// the page cache. Closing it for the session is tests/e2e/shell.spec.ts's.
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { AGREED, workerPage } from '../helpers/workerPage.ts';

const OLD_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/65.0.3325.181 Safari/537.36';
const CURRENT_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

it('shows the bar and its close script to an outdated browser only, each from its own cached copy', async () => {
  const path = '/tw/v2/tab?from=browser-check';
  const old = await workerPage(path, { headers: { 'user-agent': OLD_CHROME, ...AGREED } });
  expect(old.status).toBe(200);
  const bar = old.$('[data-browser-check]');
  expect(bar.attr('hidden')).toBeUndefined();
  expect(bar.text()).toContain('瀏覽器');
  const script = bar.next('script');
  expect(script).toHaveLength(1);
  const source = script.text();
  expect(source).toContain('[data-browser-check-close]');
  // Chrome 65 and Safari 10 parse neither optional chaining, `??` nor a catch without a binding.
  expect(source).not.toMatch(/\?\.|\?\?|catch\s*\{/);
  const hash = createHash('sha256').update(source).digest('base64');
  expect(old.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);

  for (let i = 0; i < 2; i++) {
    const current = await workerPage(path, { headers: { 'user-agent': CURRENT_CHROME, ...AGREED } });
    expect(current.$('[data-browser-check]').attr('hidden')).toBeDefined();
    expect(current.$('[data-browser-check] + script')).toHaveLength(0);
    expect(current.text).not.toContain('browserCheckClosed');
  }
});
