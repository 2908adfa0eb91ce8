// The tracker (issue 32): what a portal and an article send to the collector (POST /webapi/collect),
// read from the requests' bodies as the collector receives them; impressions only after a second at
// half in view (the page's clock moves only when the test moves it); Web Vitals; one error report for
// a page that throws; the third-party services, doubled by route interception, only where configured
// (scripts/e2eServer.ts: the ecth edition), nothing fetched elsewhere. The article's events are
// followed through the collector and its queue into the rollups and onto the dashboard.
import { test, expect, ANY_SCREEN, type Page, type Request } from './fixtures.ts';
import { acceptAgreement, seedEdition } from './seedData.ts';
import type { CollectBatch, InsightEvent } from '#/domain/insights/events.ts';
import { E2E_ADMIN_TOKEN } from '../../scripts/e2eServer.ts';

const THIRD_PARTY = /^https:\/\/(gtm|ut|errors|fem)\.e2e\.test\//;

/** Records the collector's batches and the third parties' requests, with doubles answering the latter. */
async function record(page: Page) {
  const batches: CollectBatch[] = [];
  const thirdParty: { url: string; body: string | null }[] = [];
  page.on('request', (r: Request) => {
    if (new URL(r.url()).pathname === '/webapi/collect' && r.method() === 'POST') batches.push(JSON.parse(r.postData()!) as CollectBatch);
  });
  await page.route(THIRD_PARTY, (route) => {
    const r = route.request();
    thirdParty.push({ url: r.url(), body: r.postData() });
    return r.url().includes('/gtm.js')
      ? route.fulfill({ contentType: 'text/javascript', body: 'window.tagManagerDouble = true;' })
      : route.fulfill({ status: 200, body: '' });
  });
  const events = () => batches.flatMap((b) => b.events);
  const of = <K extends InsightEvent['kind']>(kind: K) => events().filter((e) => e.kind === kind) as (InsightEvent & { kind: K })[];
  return { batches, thirdParty, events, of };
}

/** The dashboard's report of the last hour for ecth: the collector's rollups once its queue drained. */
async function insightsReport(page: Page) {
  const res = await page.request.get('/webapi/admin/insights/report?country=ecth&range=1h', { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    topPages: { path: string; views: number }[];
    errors: { top: { message: string; count: number }[] };
    targets: { target: string; targetKind: string; impressions: number }[];
    vitals: { pageType: string; metric: string; count: number }[];
  };
}

/** Opens `path` on a paused clock and lets the page load the tracker (after the first paint, in idle time). */
async function open(page: Page, path: string) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(path);
  await page.waitForLoadState('load');
  await page.clock.runFor(1100);
  await expect(page.locator('html')).toHaveAttribute('data-tracking', /started|vitals/);
}

test.describe('tracking', ANY_SCREEN, () => {
  test('a portal sends its page view, an impression only after a second at half in view, vitals; its third parties get the same events', async ({ page, context, baseURL }) => {
    await acceptAgreement(context, baseURL);
    const sent = await record(page);
    await open(page, '/ecth/v2/tab');
    // A module below the first screen, short enough to be half in view.
    const target = await page.evaluate(() => {
      const el = [...document.querySelectorAll<HTMLElement>('.module[data-track-impression]')].find((m) => m.getBoundingClientRect().top > innerHeight && m.offsetHeight < innerHeight);
      return el?.dataset.trackImpression ?? null;
    });
    expect(target, 'a short module below the first screen').not.toBeNull();
    const module = page.locator(`[data-track-impression="${target}"]`);
    const scroll = (into: boolean) => module.evaluate((el, into) => (into ? el.scrollIntoView({ block: 'center', behavior: 'instant' }) : scrollTo({ top: 0, behavior: 'instant' })), into);
    await expect(module).toHaveAttribute('data-track-watched', '');

    await scroll(true);
    await expect(module).toHaveAttribute('data-track-seen', 'true');
    await page.clock.runFor(900); // in view, but not for a second yet
    await scroll(false);
    await expect(module).toHaveAttribute('data-track-seen', 'false');
    await page.clock.runFor(3000); // the batch goes: page view and vitals, no impression
    await expect.poll(() => sent.batches.length).toBeGreaterThan(0);
    const [view] = sent.of('pageview');
    expect(view).toMatchObject({ pageType: 'general', page: '/ecth/v2/tab', tabPath: 'top', theme: 'light' });
    expect(view!.title).toContain('|');
    expect(sent.batches[0]!.client).toMatchObject({ country: 'ecth', platform: 'mw', group: 'NA' });
    expect(sent.batches[0]!.client.cid).toMatch(/^[\w-]{8,64}$/);
    expect(sent.of('impression').filter((e) => e.target === target)).toEqual([]);

    await scroll(true);
    await expect(module).toHaveAttribute('data-track-seen', 'true');
    await page.clock.runFor(1100); // a full second in view
    await expect(module).toHaveAttribute('data-track-seen', 'counted');
    await page.clock.runFor(3000);
    await expect.poll(() => sent.of('impression').filter((e) => e.target === target).length).toBe(1);
    expect(sent.of('impression').find((e) => e.target === target)).toMatchObject({ targetKind: 'module', pageType: 'general' });
    // The first paint (the fake clock hides the navigation timing TTFB reads: the last test has it).
    await expect.poll(() => sent.of('vital').map((v) => v.metric)).toContain('FCP');
    expect(sent.of('vital').find((v) => v.metric === 'FCP')).toMatchObject({ rating: 'good', attribution: expect.stringMatching(/^ttfb \d+$/) });
    // One page view however often the page is read; ids unique (the collector's idempotency key).
    expect(sent.of('pageview')).toHaveLength(1);
    expect(new Set(sent.events().map((e) => e.id)).size).toBe(sent.events().length);
    // In the rollups once the queue drained: the module's impression and the first paint's vital.
    await expect.poll(async () => {
      const report = await insightsReport(page);
      return {
        impression: (report.targets.find((t) => t.target === target && t.targetKind === 'module')?.impressions ?? 0) >= 1,
        fcp: report.vitals.some((v) => v.pageType === 'general' && v.metric === 'FCP' && v.count >= 1),
      };
    }).toEqual({ impression: true, fcp: true });

    // The third parties: the tag manager's script, and every batch posted to the universal service.
    expect(sent.thirdParty.some((r) => r.url === 'https://gtm.e2e.test/gtm.js?id=GTM-E2E')).toBe(true);
    expect(await page.evaluate(() => (window as { tagManagerDouble?: boolean }).tagManagerDouble)).toBe(true);
    const universal = sent.thirdParty.filter((r) => r.url.startsWith('https://ut.e2e.test/')).flatMap((r) => (JSON.parse(r.body!) as { env: string; events: InsightEvent[] }).events.map((e) => e.id));
    expect(universal.sort()).toEqual(sent.events().map((e) => e.id).sort());
    // The front-end monitoring (drawn on every page load here) gets the vitals with its key, nothing else.
    const monitored = () => sent.thirdParty.filter((r) => r.url === 'https://fem.e2e.test/v1/report').map((r) => JSON.parse(r.body!) as { key: string; events: { kind: string; metric?: string }[] });
    await expect.poll(() => monitored().flatMap((m) => m.events.map((e) => e.metric))).toContain('FCP');
    expect(monitored().every((m) => m.key === 'e2e-monitoring-key' && m.events.every((e) => e.kind === 'vital'))).toBe(true);
  });

  test('an article sends its page view with the story, and a page that throws one error report (ignored messages dropped)', async ({ page, context, baseURL }) => {
    await acceptAgreement(context, baseURL);
    const th = seedEdition('ecth');
    const story = th.articles.find((a) => a.ageLimit === 0 && a.contentType === 'GENERAL') ?? th.articles.find((a) => a.ageLimit === 0)!;
    const sent = await record(page);
    await open(page, `/ecth/v2/article/${th.hashOf(story.slug)}`);
    // A listener that throws (the browser reports it as uncaught), and an ignored rejection.
    await page.evaluate(() => {
      document.body.addEventListener('e2e-throw', () => {
        throw new Error('e2e: thrown on purpose');
      }, { once: true });
      document.body.dispatchEvent(new Event('e2e-throw'));
      void Promise.reject(new Error('Network Error'));
    });
    // The error rules load with the first error; the batch goes a few seconds after it.
    await expect.poll(async () => {
      await page.clock.runFor(1000);
      return sent.of('error').length;
    }).toBe(1);
    expect(sent.of('error')[0]).toMatchObject({ message: 'Error: e2e: thrown on purpose', source: 'error', pageType: 'article' });
    expect(sent.of('pageview')).toEqual([expect.objectContaining({ pageType: 'article', entityId: th.hashOf(story.slug), title: story.title, page: `/ecth/v2/article/${th.hashOf(story.slug)}` })]);
    expect(sent.of('pageview')[0]).toMatchObject({ categoryName: expect.any(String), publisher: expect.any(String) });
    // The error-reporting service got that one report (a sampled page-load transaction aside), the
    // page view before it among its breadcrumbs.
    const reports = () =>
      sent.thirdParty.filter((r) => r.url.startsWith('https://errors.e2e.test/api/7/store/')).map((r) => JSON.parse(r.body!) as { type?: string; message: string; breadcrumbs: { values: { category: string; message: string }[] } }).filter((b) => b.type !== 'transaction');
    await expect.poll(() => reports().map((r) => r.message)).toEqual(['Error: e2e: thrown on purpose']);
    expect(reports()[0]!.breadcrumbs.values).toContainEqual(expect.objectContaining({ category: 'navigation', message: `/ecth/v2/article/${th.hashOf(story.slug)}` }));

    // The collector took them and the queue drained into the rollups: the dashboard shows the story
    // among the market's top pages and the error among its top messages.
    const path = `/ecth/v2/article/${th.hashOf(story.slug)}`;
    const report = () => insightsReport(page);
    await expect.poll(async () => (await report()).topPages.find((p) => p.path === path)?.views ?? 0).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await report()).errors.top.find((e) => e.message === 'Error: e2e: thrown on purpose')?.count ?? 0).toBeGreaterThanOrEqual(1);
    const dashboard = await page.request.get('/admin/insights?country=ecth&range=1h', { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
    expect(dashboard.status()).toBe(200);
    const html = await dashboard.text();
    expect(html).toContain(story.title);
    expect(html).toContain('e2e: thrown on purpose');
  });

  test('where no service is configured nothing third-party is fetched; a page view again only when path or query changes; the rest goes with a beacon when the page is left', async ({ page, context, baseURL }) => {
    await acceptAgreement(context, baseURL);
    const sent = await record(page);
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseURL!)) fetched.push(r.url());
    });
    // The page's own clock: the tracker loads in idle time, batches go every few seconds or on leaving.
    const response = await page.goto('/hk/v2/tab');
    expect(response!.headers()['content-security-policy']).not.toContain('e2e.test');
    // Once the vitals library watches, a key press ends the largest paint's watch: the first batch
    // (a few seconds on) has the first paint, the first byte and the largest paint.
    await expect(page.locator('html')).toHaveAttribute('data-tracking', 'vitals');
    await page.keyboard.press('Shift');
    await expect.poll(() => sent.of('vital').map((v) => v.metric).sort(), { timeout: 10_000 }).toEqual(['FCP', 'LCP', 'TTFB']);
    expect(sent.of('vital').find((v) => v.metric === 'LCP')!.attribution).toBeTruthy();
    // A tracked card added later (as load-more adds), clicks only, with a modifier the directive does
    // not know: an error is logged, the rest applies.
    const logged: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && logged.push(m.text())));
    await page.evaluate(() => {
      const card = Object.assign(document.createElement('p'), { textContent: 'e2e card' });
      Object.assign(card.dataset, { trackImpression: 'e2e-card', trackKind: 'card', trackModifiers: 'click,hover' });
      document.querySelector('main')!.insertBefore(card, document.querySelector('main')!.firstChild);
      document.dispatchEvent(new Event('portal:ad-modules-added'));
    });
    await expect.poll(() => logged).toContainEqual(expect.stringContaining('unknown hover'));
    await page.getByText('e2e card').click();
    await page.evaluate(() => {
      history.pushState(null, '', `${location.pathname}#more`); // the hash alone: not a new page
      history.pushState(null, '', `${location.pathname}?a=1&b=2`);
      history.replaceState(null, '', `${location.pathname}?b=2&a=1`); // the same query, reordered
      dispatchEvent(new Event('offline'));
      dispatchEvent(new Event('online'));
    });
    // The page is left: what waits goes as a beacon (text/plain). A dispatched pagehide: Playwright
    // does not report the requests of a document being replaced.
    const beacon = page.waitForRequest((r) => new URL(r.url()).pathname === '/webapi/collect' && r.resourceType() === 'ping');
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide')));
    const left = await beacon;
    expect(left.headers()['content-type']).toMatch(/^text\/plain/);
    // (A module's impression may ride along: the page's clock is real here.)
    expect((JSON.parse(left.postData()!) as CollectBatch).events.map((e) => e.kind).filter((k) => k !== 'impression')).toEqual(['click', 'pageview', 'event', 'event']);
    const before = sent.events();
    expect(before.filter((e) => e.kind === 'pageview').map((e) => e.page)).toEqual(['/hk/v2/tab', '/hk/v2/tab?a=1&b=2']);
    expect(before.filter((e) => e.kind === 'event').map((e) => (e as { name: string }).name)).toEqual(['offline', 'online']);
    expect(before.filter((e) => 'target' in e && e.target === 'e2e-card')).toEqual([expect.objectContaining({ kind: 'click', targetKind: 'card' })]);
    expect(sent.batches[0]!.client).toMatchObject({ country: 'hk', platform: 'mw', group: 'NA' });
    expect(sent.thirdParty).toEqual([]);
    expect(fetched).toEqual([]);
  });
});
