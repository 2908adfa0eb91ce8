// Live tracking from the player (content-spec §7): a LIVE article's stream sends its play view, watch
// time after every 30 s of playing (the page's clock is moved, not waited for), nothing while
// paused, the beacon when the page goes away; a failing tracking endpoint never stops the video.
// The failures and the video without a broadcast share one test (a fresh context costs more than a
// load), each part from a fresh load with its own record of the requests.
import { expect, test, type APIRequestContext, type Page, type Request } from './fixtures.ts';
import { ADMIN_TOKEN } from '../../playwright.config.ts';
import { seedMarket } from './seedData.ts';

const tw = seedMarket('tw');
const live = tw.articles.find((a) => a.contentType === 'LIVE' && a.video)!;

interface WatchTime {
  aid: number;
  sessionId: string;
  seconds: number;
  position: number;
  quality: string;
}

const bodyOf = <T>(r: Request) => r.postDataJSON() as T;
const currentTime = (page: Page) => page.locator('.video-player video').evaluate((v: HTMLVideoElement) => v.currentTime);
const paused = (page: Page) => page.locator('.video-player video').evaluate((v: HTMLVideoElement) => v.paused);

/** Every tracking request the page sends, by event. */
function recordTracking(page: Page): Record<string, Request[]> {
  const sent: Record<string, Request[]> = {};
  page.on('request', (r) => {
    const m = /\/webapi\/glplive\/track\/event\/([a-z/]+)\?/.exec(r.url());
    if (m) (sent[m[1]!] ??= []).push(r);
  });
  return sent;
}

async function openAndPlay(page: Page): Promise<number> {
  await page.clock.install();
  await page.goto(`/tw/v2/article/${tw.hashOf(live.slug)}`);
  await expect(page.locator('article')).toHaveAttribute('data-content-type', 'LIVE');
  const aid = Number(await page.locator('article').getAttribute('data-article-id'));
  await page.locator('[data-video-play]').click();
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0.3);
  // The demo stream lasts 4 s: looped, it keeps playing however long the test takes.
  await page.locator('.video-player video').evaluate((v: HTMLVideoElement) => (v.loop = true));
  return aid;
}

/** The summary's watch seconds of the broadcast (other tests may add to them at the same time). */
async function watchSeconds(request: APIRequestContext, aid: number): Promise<number> {
  const res = await request.get(`/webapi/glplive/track/summary?country=tw&aid=${aid}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { broadcasts: { watchSeconds: number }[] }).broadcasts[0]!.watchSeconds;
}

test('playing a LIVE article sends its play view, watch time every 30 s of playing, none while paused, and the beacon on page hide', async ({ page, request }) => {
  const sent = recordTracking(page);
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  // A beacon sent while the page unloads is not shown to the test's request events: the real
  // sendBeacon is wrapped to note each call (it still sends) where the next page can read it.
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const queued = send(url, data);
      // The live tracking's beacons (the page tracker sends its own to /webapi/collect).
      if (String(url).includes('/glplive/')) sessionStorage.setItem('test.beacon', JSON.stringify({ url: String(url), data, type: data instanceof Blob ? data.type : typeof data, queued }));
      return queued;
    };
  });
  const aid = await openAndPlay(page);
  const before = await watchSeconds(request, aid);

  await expect.poll(() => sent.playview?.length ?? 0).toBe(1);
  const view = bodyOf<{ aid: number; sessionId: string; broadcastStatus: string; source: string; playMode: string }>(sent.playview![0]!);
  expect(view).toMatchObject({ aid, broadcastStatus: 'ARCHIVED', source: 'GLP', playMode: 'PLAY_BUTTON' });
  expect((await sent.playview![0]!.response())?.status()).toBe(200);
  // The start-up quality report follows the first frames.
  await expect.poll(() => sent.qoe?.length ?? 0).toBe(1);
  expect(bodyOf<{ startupMs: number; fatalError: null }>(sent.qoe![0]!)).toMatchObject({ aid, sessionId: view.sessionId, fatalError: null });

  // 30 s of playing: one report of exactly 30 s.
  await page.clock.runFor(30_000);
  await expect.poll(() => sent.watchtime?.length ?? 0).toBe(1);
  const first = bodyOf<WatchTime>(sent.watchtime![0]!);
  expect(first).toMatchObject({ aid, sessionId: view.sessionId, seconds: 30, quality: 'abr' });
  expect((await sent.watchtime![0]!.response())?.status()).toBe(200);

  // Pausing reports what was played since, then nothing counts while paused.
  await page.locator('.video-player video').evaluate((v: HTMLVideoElement) => v.pause());
  await expect.poll(() => sent.watchtime!.length).toBe(2);
  expect(bodyOf<WatchTime>(sent.watchtime![1]!).seconds).toBeLessThan(30);
  await page.clock.runFor(90_000);
  expect(sent.watchtime!.length).toBe(2);

  // Playing again counts again, from zero.
  await page.locator('.video-player video').evaluate((v: HTMLVideoElement) => v.play());
  await expect.poll(() => paused(page)).toBe(false);
  await page.clock.runFor(30_000);
  await expect.poll(() => sent.watchtime!.length).toBe(3);
  expect(bodyOf<WatchTime>(sent.watchtime![2]!).seconds).toBe(30);

  // Leaving the page sends the rest as a beacon: a string, so text/plain.
  await page.clock.runFor(5_000);
  expect(errors).toEqual([]);
  await page.goto('/tw/v2');
  const beacon = JSON.parse((await page.evaluate(() => sessionStorage.getItem('test.beacon')))!) as { url: string; data: string; type: string; queued: boolean };
  expect(beacon).toMatchObject({ url: '/webapi/glplive/track/event/watchtime/beacon?country=tw', type: 'string', queued: true });
  const last = JSON.parse(beacon.data) as WatchTime;
  expect(last).toMatchObject({ aid, sessionId: view.sessionId, quality: 'abr' });
  expect(last.seconds).toBeGreaterThanOrEqual(5);
  expect(last.seconds).toBeLessThan(30);

  // The server took every report, the beacon included.
  const reported = [...sent.watchtime!.map((r) => bodyOf<WatchTime>(r).seconds), last.seconds].reduce((a, b) => a + b, 0);
  await expect.poll(async () => (await watchSeconds(request, aid)) - before).toBeGreaterThanOrEqual(reported - 0.001);
});

test("a video that is no broadcast sends no live tracking; a failing tracking endpoint is reported and swallowed, the video keeps playing; a stream that fails reports its 'HLS Error:' in a quality report of the play's session", async ({ page }) => {
  // Three plays, each within the 30 s a test gets (playing waits up to 15 s).
  test.setTimeout(60_000);
  const video = tw.articles.find((a) => a.contentType !== 'LIVE' && a.video && a.ageLimit === 0)!;
  const sentForVideo = recordTracking(page);
  await page.clock.install();
  await page.goto(`/tw/v2/article/${tw.hashOf(video.slug)}`);
  await page.locator('[data-video-play]').first().click();
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0.3);
  await page.clock.runFor(30_000);
  await page.locator('.video-player video').evaluate((v: HTMLVideoElement) => v.pause());
  expect(sentForVideo).toEqual({});

  // A failing endpoint, on the LIVE article.
  await page.route('**/webapi/glplive/track/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"internal error","statusCode":500}' }));
  const sent = recordTracking(page);
  const errors: Error[] = [];
  const reported: string[] = [];
  page.on('pageerror', (e) => errors.push(e));
  page.on('console', (m) => m.type() === 'error' && reported.push(m.text()));
  await openAndPlay(page);

  await page.clock.runFor(30_000);
  await expect.poll(() => sent.watchtime?.length ?? 0).toBe(1);
  await expect.poll(() => reported.filter((t) => t.startsWith('live tracking watchtime failed')).length).toBe(1);
  expect(reported.some((t) => t.startsWith('live tracking playview failed'))).toBe(true);

  // Still playing, frames still advancing.
  const at = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(at);
  expect(await paused(page)).toBe(false);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);

  // A stream that fails, with the tracking endpoint answering again. The page just left sends its
  // watch-time beacon: this part's record takes what it is about, the play view and quality report.
  await page.unroute('**/webapi/glplive/track/**');
  await page.route('**/master.m3u8', (route) => route.fulfill({ status: 404, body: 'missing' }));
  const sentForFailure = recordTracking(page);
  await page.goto(`/tw/v2/article/${tw.hashOf(live.slug)}`);
  await page.locator('[data-video-play]').click();
  await expect(page.getByRole('alert')).toHaveText(/^HLS Error: /);
  await expect.poll(() => sentForFailure.qoe?.length ?? 0).toBe(1);
  const view = bodyOf<{ sessionId: string }>(sentForFailure.playview![0]!);
  const report = bodyOf<{ sessionId: string; startupMs: number | null; fatalError: string }>(sentForFailure.qoe![0]!);
  expect(report).toMatchObject({ sessionId: view.sessionId, startupMs: null });
  expect(report.fatalError).toMatch(/^HLS Error: \{"type":"networkError","details":"manifestLoadError","fatal":true/);
  expect((await sentForFailure.qoe![0]!.response())?.status()).toBe(200);
});
