// Video ads in the article's player (src/browser/ads/video/): the first-party pre-roll from the ad
// server's VAST — in the player's own frame, "Ad" and the time left, Skip only after 5 s (the page's
// clock), each tracker requested once, then the content — on tw, whose videos keep the first-party
// pre-roll; and the IMA path (the test server has AD_IMA_SCRIPT, scripts/e2eServer.ts) on hk, which
// has a GPT video unit, with a double of IMA's public surface served by route interception.
import { ANY_SCREEN, expect, test, type Page } from './fixtures.ts';
import { seedMarket } from './seedData.ts';
import { signedIn } from './signedIn.ts';
import { E2E_IMA_SCRIPT } from '../../scripts/e2eServer.ts';
import { MARKETS } from '#/markets.ts';

const tw = seedMarket('tw');
const twVideo = tw.articles.find((a) => a.video === 'stream-a' && a.ageLimit === 0)!;
const hk = seedMarket('hk');
const hkVideo = hk.articles.find((a) => a.video === 'stream-a' && a.ageLimit === 0)!;

/** The VAST trackers the page requested, by event. */
function pixels(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/webapi/ads/pixel') seen.push(url.searchParams.get('event') ?? '');
  });
  return { count: (event: string) => seen.filter((e) => e === event).length, all: () => [...seen].sort() };
}

const contentPlaying = (page: Page) => page.locator('.video-player video').evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.3 && v.src.startsWith('blob:'));

const twArticle = `/tw/v2/article/${tw.hashOf(twVideo.slug)}`;
/** The video's box within the article's video block, and that block's size (pressing Skip may scroll the page). */
const videoBox = (page: Page) =>
  page.locator('.video-player video').evaluate((v) => {
    const r = v.getBoundingClientRect();
    const block = v.closest('[data-video]')!.getBoundingClientRect();
    return { left: r.left - block.left, top: r.top - block.top, width: r.width, height: r.height, blockWidth: block.width, blockHeight: block.height };
  });

test("tw's first-party pre-roll plays in the player's own frame under 'Ad' and the time left; Skip comes only after 5 s of the ad on the page's clock; the impression, start and skip trackers are requested once each; then the content plays", ANY_SCREEN, async ({ page }) => {
  const tracked = pixels(page);
  await page.clock.install();
  await page.goto(twArticle);
  // Time stands still from here: it moves only when the test moves it.
  await page.clock.pauseAt(Date.now() + 1000);
  await page.locator('[data-video-play]').click();
  const overlay = page.getByRole('group', { name: '廣告' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText(/^廣告 · \d:\d\d/);
  // The ad's stream loads on the page's timers: step them until the ad's first frame plays.
  await expect.poll(async () => {
    await page.clock.runFor(100);
    return tracked.count('start');
  }, { timeout: 15_000 }).toBe(1);
  const duringAd = await videoBox(page);
  const skip = overlay.getByRole('button');
  await page.clock.runFor(4000);
  await expect(skip).toBeDisabled();
  await expect(skip).toHaveText('1 秒後可略過');
  await page.clock.runFor(1000);
  await expect(skip).toBeEnabled();
  await expect(skip).toHaveText('略過廣告');
  await expect(overlay.getByRole('link', { name: '瞭解詳情' })).toHaveAttribute('href', /\/webapi\/ads\/click\?token=/);
  await skip.click();
  await page.clock.resume();
  await expect.poll(() => contentPlaying(page), { timeout: 15_000 }).toBe(true);
  await expect(overlay).toHaveCount(0);
  // The same box: nothing moved between the ad and the content.
  expect(await videoBox(page)).toEqual(duringAd);
  expect(tracked.all()).toEqual(['impression', 'skip', 'start']);
});

test('an ad played to its end requests each quartile and complete once, then the content plays; a mature reader gets no pre-roll: no VAST is even asked for', ANY_SCREEN, async ({ page, context }) => {
  const tracked = pixels(page);
  await page.goto(twArticle);
  await page.locator('[data-video-play]').click();
  await expect.poll(() => tracked.count('complete'), { timeout: 20_000 }).toBe(1);
  await expect.poll(() => contentPlaying(page), { timeout: 15_000 }).toBe(true);
  expect(tracked.all()).toEqual(['complete', 'firstQuartile', 'impression', 'midpoint', 'start', 'thirdQuartile']);

  // A mature reader: the player asks for no ad and the content starts at once.
  const login = await context.request.post('/webapi/dev/login', { data: { userId: `video-mature-${test.info().project.name}`, displayName: '成人讀者', mature: true } });
  expect(login.ok()).toBe(true);
  await signedIn(context, `video-mature-${test.info().project.name}`, '成人讀者');
  const adRequests: string[] = [];
  page.on('request', (r) => r.url().includes('/webapi/ads/') && adRequests.push(r.url()));
  await page.goto(twArticle);
  await page.locator('[data-video-play]').click();
  await expect.poll(() => contentPlaying(page), { timeout: 15_000 }).toBe(true);
  await expect(page.locator('[data-video-ad]')).toHaveCount(0);
  expect(adRequests.filter((u) => u.includes('/vast') || u.includes('/pixel'))).toEqual([]);
});

/** An IMA double: the SDK's classes and events, with the test deciding what the "ad" does. */
const IMA_DOUBLE = `
(() => {
  const state = window.__ima = { calls: [], tag: null, manager: null, mode: window.__imaMode || 'ad' };
  const Type = (names) => Object.fromEntries(names.map((n) => [n, n.toLowerCase()]));
  class Target {
    constructor() { this.listeners = {}; }
    addEventListener(type, fn) { (this.listeners[type] ||= []).push(fn); }
    dispatch(type, event) { for (const fn of this.listeners[type] || []) fn(event); }
  }
  class AdsManager extends Target {
    init(w, h, mode) { state.calls.push('init ' + mode); }
    start() { state.calls.push('start'); this.dispatch(ima.AdEvent.Type.CONTENT_PAUSE_REQUESTED, {}); this.dispatch(ima.AdEvent.Type.STARTED, {}); }
    destroy() { state.calls.push('destroy'); }
  }
  const ima = {
    ViewMode: { NORMAL: 'normal', FULLSCREEN: 'fullscreen' },
    AdEvent: { Type: Type(['CONTENT_PAUSE_REQUESTED', 'CONTENT_RESUME_REQUESTED', 'ALL_ADS_COMPLETED', 'SKIPPED', 'STARTED', 'COMPLETE']) },
    AdErrorEvent: { Type: { AD_ERROR: 'adError' } },
    AdsManagerLoadedEvent: { Type: { ADS_MANAGER_LOADED: 'adsManagerLoaded' } },
    AdDisplayContainer: class { constructor(container, video) { state.container = container; state.video = video; } initialize() { state.calls.push('initialize'); } destroy() {} },
    AdsRequest: class {},
    AdsLoader: class extends Target {
      requestAds(request) {
        state.calls.push('requestAds');
        state.tag = request.adTagUrl;
        queueMicrotask(() => {
          if (state.mode === 'error') {
            this.dispatch(ima.AdErrorEvent.Type.AD_ERROR, { getError: () => ({ getMessage: () => 'No ads (double)', getErrorCode: () => 1009 }) });
            return;
          }
          const manager = state.manager = new AdsManager();
          this.dispatch(ima.AdsManagerLoadedEvent.Type.ADS_MANAGER_LOADED, { getAdsManager: (v) => (state.managerVideo = v, manager) });
        });
      }
      destroy() {}
    },
  };
  state.finish = () => { state.manager.dispatch(ima.AdEvent.Type.CONTENT_RESUME_REQUESTED, {}); state.manager.dispatch(ima.AdEvent.Type.ALL_ADS_COMPLETED, {}); };
  window.google = { ima };
})();
`;
interface ImaState {
  calls: string[];
  tag: string | null;
  video?: unknown;
  managerVideo?: unknown;
  finish(): void;
}
type ImaWindow = { __ima?: ImaState };

test("with AD_IMA_SCRIPT, IMA plays the tag built for the market's unit before the content; an IMA ad error (304) and an SDK that does not load (301 'IMA not loaded') go straight to the content", ANY_SCREEN, async ({ page }) => {
  let unreachable = false;
  await page.route(E2E_IMA_SCRIPT, (route) => (unreachable ? route.abort('connectionrefused') : route.fulfill({ contentType: 'text/javascript', body: IMA_DOUBLE })));
  const firstParty: string[] = [];
  page.on('request', (r) => r.url().includes('/webapi/ads/vast') && firstParty.push(r.url()));

  // An ad: IMA gets the player's video and the tag; the content waits until IMA hands it back.
  await page.goto(`/hk/v2/article/${hk.hashOf(hkVideo.slug)}`);
  await page.locator('[data-video-play]').click();
  await expect.poll(() => page.evaluate(() => (window as unknown as ImaWindow).__ima?.calls ?? [])).toEqual(['initialize', 'requestAds', 'init normal', 'start']);
  const tag = new URL(await page.evaluate(() => (window as unknown as ImaWindow).__ima!.tag!));
  expect(tag.origin + tag.pathname).toBe('https://pubads.g.doubleclick.net/gampad/ads');
  expect(Object.fromEntries(tag.searchParams)).toMatchObject({ sz: '640x480', output: 'vast', iu: MARKETS.hk.config.videoAdUnitPath });
  // The market, the article and the reader's targeting (a signed-out reader: no profile).
  expect(Object.fromEntries(new URLSearchParams(tag.searchParams.get('cust_params')!))).toEqual({ country: 'hk', article: hk.hashOf(hkVideo.slug), theme: 'light', group: 'NA', mature: 'false', isMidOptOutOn: 'false' });
  expect(await page.evaluate(() => { const s = (window as unknown as ImaWindow).__ima!; return s.video === document.querySelector('.video-player video') && s.managerVideo === s.video; })).toBe(true);
  await expect(page.locator('[data-video-ad="ima"]')).toHaveCount(1);
  expect(await contentPlaying(page)).toBe(false);
  await page.evaluate(() => (window as unknown as ImaWindow).__ima!.finish());
  await expect.poll(() => contentPlaying(page), { timeout: 15_000 }).toBe(true);
  await expect(page.locator('[data-video-ad]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as ImaWindow).__ima!.calls)).toContain('destroy');

  // IMA answers with an ad error: 304, and the content plays.
  await page.addInitScript(() => ((window as unknown as { __imaMode: string }).__imaMode = 'error'));
  await page.reload();
  await page.locator('[data-video-play]').click();
  await expect(page.locator('[data-video]')).toHaveAttribute('data-ad-error', '304');
  await expect.poll(() => contentPlaying(page), { timeout: 15_000 }).toBe(true);

  // The SDK cannot be loaded: 301 'IMA not loaded', and the content plays.
  unreachable = true;
  await page.reload();
  await page.locator('[data-video-play]').click();
  await expect(page.locator('[data-video]')).toHaveAttribute('data-ad-error', '301');
  await expect.poll(() => contentPlaying(page), { timeout: 15_000 }).toBe(true);
  // The IMA path never asks the first-party server.
  expect(firstParty).toEqual([]);
});
