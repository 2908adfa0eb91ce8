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
/**
 * The third-party tracking services (issue 32, shell-spec §7) for the browser tests: configured for
 * one edition only (ecth), so tests/e2e/tracking.spec.ts sees them load there and nothing fetched
 * elsewhere; their hosts never resolve, the spec serves doubles of them by route interception.
 */
export const E2E_TRACKING_VARS: Record<string, string> = {
  TAG_MANAGER_ID: 'GTM-E2E',
  TAG_MANAGER_SCRIPT: 'https://gtm.e2e.test/gtm.js',
  UNIVERSAL_TRACKING_ENDPOINT: 'https://ut.e2e.test/collect',
  UNIVERSAL_TRACKING_SAMPLE_RATE: '1',
  ERROR_REPORTING_DSN: 'https://e2ekey@errors.e2e.test/7',
  FRONTEND_MONITORING_URL: 'https://fem.e2e.test/v1/report',
  FRONTEND_MONITORING_KEY: 'e2e-monitoring-key',
  FRONTEND_MONITORING_SAMPLE_PERCENT: '100',
  TRACKING_SERVICE_MARKETS: 'ecth',
};
/** Its variables, as `npm start` sets them, GPT's and IMA's addresses and the tracking services (above). */
export const E2E_VARS: Record<string, string> = { ADMIN_TOKEN: E2E_ADMIN_TOKEN, DEV_LOGIN: 'true', RELEASE_CHANNEL: 'local', AD_GPT_SCRIPT: E2E_GPT_SCRIPT, AD_IMA_SCRIPT: E2E_IMA_SCRIPT, ...E2E_TRACKING_VARS };
