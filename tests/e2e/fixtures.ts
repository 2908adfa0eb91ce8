// Every browser spec imports `test` and `expect` from here: the same as Playwright's, plus a guard
// that fails a test when any page (or frame) it opened reported a content-security-policy violation
// in normal use (docs/decisions/0024). Specs that provoke violations on purpose opt out with
// `test.use({ cspViolationsExpected: true })` and read them from `cspViolations`.
import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

export interface CspFixtures {
  /** Content-security-policy messages the browser logged during the test. */
  cspViolations: string[];
  cspViolationsExpected: boolean;
  cspGuard: void;
}

const CSP_MESSAGE = /Content Security Policy|Content-Security-Policy/i;

export const test = base.extend<CspFixtures>({
  cspViolationsExpected: [false, { option: true }],
  cspViolations: async ({ context }, use) => {
    const seen: string[] = [];
    context.on('console', (message) => {
      if (CSP_MESSAGE.test(message.text())) seen.push(`${message.location().url}: ${message.text()}`);
    });
    await use(seen);
  },
  cspGuard: [
    async ({ cspViolations, cspViolationsExpected }, use) => {
      await use();
      if (!cspViolationsExpected) expect(cspViolations, 'content-security-policy violations in normal use').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * For a test, in a spec both screen projects run, whose behaviour does not change with the screen:
 * the phone project alone runs it (playwright.config.ts), as most readers are on phones.
 */
export const ANY_SCREEN = { tag: '@any-screen' } as const;
