// The browser tests' server: the built worker on its own state (`npm run test:state`), as `npm start`
// serves it. Playwright starts it (playwright.config.ts's webServer) unless `npm test` has already
// (scripts/test.ts: beside vitest, so the browser phase does not wait for it).

/** The port it listens on: `E2E_PORT`, default 8788. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
/** Its local state: what `npm run test:state` prepares (package.json). */
export const E2E_STATE = '.wrangler/e2e-state';
/** The editorial API's bearer secret for the test server (a local default, like `npm start`'s). */
export const E2E_ADMIN_TOKEN = 'local-admin-token';
/**
 * GPT's library address for the browser tests: configured so a slot can be drawn for GPT; the
 * browser never reaches Google, tests/e2e/adDoubles.ts serves a double of it by route interception.
 */
export const E2E_GPT_SCRIPT = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js';
/**
 * IMA's SDK address for the browser tests: the article video's pre-roll goes through IMA in the
 * markets that have a GPT video unit (not tw: its videos keep the first-party pre-roll);
 * tests/e2e/videoAds.spec.ts serves a double of it by route interception.
 */
export const E2E_IMA_SCRIPT = 'https://imasdk.googleapis.com/js/sdkloader/ima3.js';
/** Its variables, as `npm start` sets them, and GPT's and IMA's addresses (above). */
export const E2E_VARS: Record<string, string> = { ADMIN_TOKEN: E2E_ADMIN_TOKEN, DEV_LOGIN: 'true', RELEASE_CHANNEL: 'local', AD_GPT_SCRIPT: E2E_GPT_SCRIPT, AD_IMA_SCRIPT: E2E_IMA_SCRIPT };
