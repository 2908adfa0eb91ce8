import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromiumPath.ts';
import { E2E_ADMIN_TOKEN, E2E_PORT, E2E_STATE, E2E_VARS } from './scripts/e2eServer.ts';

const PORT = E2E_PORT;
/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same Blink, V8 and
 * compositor as the browser, without the browser's own interface and services; it is what Playwright
 * itself runs for headless Chromium. The suite's browser tests take three fifths of the CPU time they
 * take in the full browser's headless mode (docs/decisions/0053). The full browser when it is all
 * there is; CHROMIUM_PATH picks another.
 */
const CHROMIUM = chromiumPath();
/** The editorial API's bearer secret for the test server (scripts/e2eServer.ts). */
export const ADMIN_TOKEN = E2E_ADMIN_TOKEN;
/**
 * Specs that need a touch screen or the phone's user agent (swipe back), or whose behaviour does not
 * change with the screen (sign-in, articles and their types, comments, polls, quizzes, reactions,
 * video and its tracking, routing, the portal's tabs, load-more and scroll, following,
 * profiles, my page, the digest and generic pages, links, the security policy, axe on pages
 * without a screen-dependent layout): the phone project alone runs them, as most readers are on
 * phones. Layout (layout shift, the carousel,
 * the gallery), the shell, axe on the portal, the share sheet and a tag page's layout run on both,
 * except their tests tagged @any-screen (below).
 */
const PHONE_ONLY =
  /(Touch|accessibilityPages|accessibilityMarkets|account|article|articleMedia|articleTypes|chunkReload|comments|contentPages|follow|journey|linkOpening|liveTracking|mypage|pages|polls|portal|profiles|quizzes|reactions|routing|security|swipeBack|video)\.spec\.ts$/;
/** Publishers' pages with an embed, and an editor's change: the desktop project alone runs them. */
const DESKTOP_ONLY = /(embeds|pageCache)\.spec\.ts$/;
/**
 * Tests, in specs both projects run, whose behaviour does not change with the screen carry this tag
 * (tests/e2e/fixtures.ts, ANY_SCREEN): the phone project alone runs them.
 */
const ANY_SCREEN = /@any-screen/;
/**
 * The phone's screen, touch and user agent, at one device pixel per CSS pixel: layout, input and
 * what a test reads are in CSS pixels, while Chromium rasterizes in software here, and the Pixel 7's
 * 2.625 paints seven times the pixels (a fifth of Chromium's CPU time in the suite, measured). A
 * picture's srcset then gives a smaller candidate of the same picture.
 */
const PHONE_PIXEL_RATIO = 1;
/**
 * Specs that write to the server's database from outside (a hostile stored body, the dashboard's
 * rollup rows): run after everything else, one at a time. A write from outside holds the file's
 * lock, and the server's own statements meanwhile fail with SQLITE_BUSY (decision 0094).
 */
const EXCLUSIVE = /(hostileArticle|insights)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // A test that fails, fails: no retries, here or in CI.
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs every test time; PW_TRACE=1 records them again, kept for failures, when
    // chasing one. A failure's screenshot is always kept.
    trace: process.env.PW_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // Content-security-policy reports are sent at once, not batched for a minute (tests/e2e/security.spec.ts).
        '--short-reporting-delay',
      ],
    },
  },
  projects: [
    { name: 'mobile', testIgnore: [EXCLUSIVE, DESKTOP_ONLY], use: { ...devices['Pixel 7'], deviceScaleFactor: PHONE_PIXEL_RATIO, browserName: 'chromium' } },
    { name: 'desktop', testIgnore: [EXCLUSIVE, PHONE_ONLY], grepInvert: ANY_SCREEN, use: { ...devices['Desktop Chrome'], browserName: 'chromium' } },
    { name: 'outside-writes', testMatch: EXCLUSIVE, dependencies: ['mobile', 'desktop'], workers: 1, use: { ...devices['Desktop Chrome'], browserName: 'chromium' } },
  ],
  // The built worker on one workerd, exactly as `npm start` serves it (scripts/serve.ts), on its own local state: a copy of
  // the demo-content template (scripts/testState.ts) plus the pictures and streams of tw, the market
  // whose media the specs load (articles, album, gallery, video, every picture of its portal).
  webServer: {
    // `npm test` has just built the worker (E2E_BUILT=1); on its own the spec run builds first.
    command: `${process.env.E2E_BUILT ? '' : 'npm run build && '}npm run test:state && node scripts/serve.ts --quiet --state ${E2E_STATE} --port ${PORT} --ip 127.0.0.1 ${Object.entries(E2E_VARS).map(([k, v]) => `--var ${k}:${v}`).join(' ')}`,
    url: `http://127.0.0.1:${PORT}/webapi/health`,
    timeout: 300_000,
    // A server already listening on the port is used only when asked for (E2E_REUSE=1): otherwise
    // it could be another checkout's, or hold state from an earlier run. `npm test` asks for it: it
    // has started this checkout's server on the port itself, on the state its test-state phase made.
    reuseExistingServer: process.env.E2E_REUSE === '1',
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
