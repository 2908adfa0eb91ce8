import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8788);
const STATE = '.wrangler/e2e-state';
/** The editorial API's bearer secret for the test server (a local default, like `npm start`'s). */
export const ADMIN_TOKEN = 'local-admin-token';
/** Specs that touch the server's local state directly. */
/** Specs that need a touch screen: only the phone project runs them. */
const TOUCH_ONLY = /Touch\.spec\.ts$/;
/** Specs that drive only the API (no page): the desktop project runs them once. */
const API_ONLY = /Concurrency\.spec\.ts$/;
const EXCLUSIVE = /(resilience|hostileArticle)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'mobile', testIgnore: [EXCLUSIVE, API_ONLY], use: { ...devices['Pixel 7'], browserName: 'chromium' } },
    { name: 'desktop', testIgnore: [EXCLUSIVE, TOUCH_ONLY], use: { ...devices['Desktop Chrome'], browserName: 'chromium' } },
    // These write to the server's database from outside (or break it), so they run alone, after everything else.
    { name: 'hostile', testMatch: /hostileArticle\.spec\.ts$/, dependencies: ['mobile', 'desktop'], use: { ...devices['Desktop Chrome'], browserName: 'chromium' } },
    { name: 'resilience', testMatch: /resilience\.spec\.ts$/, dependencies: ['hostile'], use: { ...devices['Desktop Chrome'], browserName: 'chromium' } },
  ],
  // The built worker on workerd, exactly as `npm start` serves it, on its own local state.
  webServer: {
    // `npm test` has just built the worker (E2E_BUILT=1); on its own the spec run builds first.
    command: `${process.env.E2E_BUILT ? '' : 'npm run build && '}node scripts/prepare-db.ts --state ${STATE} && npx wrangler dev -c dist/server/wrangler.json --persist-to ${STATE} --port ${PORT} --ip 127.0.0.1 --var ADMIN_TOKEN:${ADMIN_TOKEN} --var DEV_LOGIN:true`,
    url: `http://127.0.0.1:${PORT}/webapi/health`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
