// The portal's API answers against a real local D1 loaded with the demo content: every module type on
// the front page, item ids per kind, the long archive and the load-more error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { createWebapiClient } from '#/api/webapiClient.ts';
import { loadModuleListing, LISTING_404_MESSAGE } from '#/loaders/loadListing.ts';
import { MODULE_TYPES } from '#/domain/portal/moduleTypes.ts';
import type { ListingResponse, PageResponse } from '#functions/webapi/schemas/content.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { loadSeedPortal } from '../../scripts/seedPortal.ts';
import { loadSeedLottery } from '../../scripts/seedLottery.ts';
import { ARCHIVE_LENGTH } from '../../scripts/seedContent.ts';
import { loadSeedMeritDate } from '../../scripts/seedMeritDates.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const th = loadSeedMarket(ROOT, 'th');
const thPortal = loadSeedPortal(ROOT, 'th', new Set(th.articles.map((a) => a.slug)), new Set(th.tabs.map((t) => t.urlPath)));
const thLottery = loadSeedLottery(ROOT, 'th');

async function call<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await app.request(`http://portal.test/webapi${path}`, undefined, platform.env);
  return { status: res.status, body: (await res.json()) as T };
}

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
});
afterAll(async () => {
  await platform?.dispose();
});

describe('front page', () => {
  it('has a module of every type of content-spec §3, each with something to show', async () => {
    const { body: page } = await call<PageResponse>(`/portal/page/${th.tabs[0]!.urlPath}?country=th`);
    // Elections are covered where the market table says so (tw, id; tests/webapi/electionCounts.test.ts): th has every other type.
    expect(new Set(page.modules.map((m) => m.type))).toEqual(new Set(MODULE_TYPES.filter((t) => t !== 'election')));
    for (const m of page.modules) {
      const listings = m.listings ?? [];
      const count = listings.reduce((n, l) => n + l.items.length + (l.entities?.length ?? 0) + (l.comments?.length ?? 0), 0);
      if (m.type === 'poll') expect(m.poll?.question).toBe(thPortal.polls[0]!.question);
      else if (m.type === 'image') expect(m.image?.href).toBe(`/th/v2/tab/${thPortal.banner.tab}`);
      // The auspicious-date module reads its days from the merit-date calls (tests/webapi/meritDates.test.ts).
      else if (m.type === 'meritDate') expect(m.title).toBe(loadSeedMeritDate(ROOT, 'th', 'th')!.moduleTitle);
      // Fortune modules name their subject; the day's readings and colours come from the fortune calls.
      else if (m.type === 'fortune' || m.type === 'luckyColor') expect([m.entityType, m.entityId], m.type).toEqual(m.type === 'fortune' ? ['FORTUNE', 'zodiac'] : ['LUCKY_COLOR', 'weekday']);
      // The weather module shows the market's default location, from the forecast call.
      else if (m.type === 'weather') expect((await call<{ location: { id: string } }>('/weather/forecast?country=th')).body.location.id).toBe('bangkok');
      // The lottery module links to the lottery pages (the market's games come from the market table).
      else if (m.type === 'lottery') expect(m.title).toBe(thLottery!.module.title);
      else expect(count, m.type).toBeGreaterThan(0);
    }
  });

  it('flags a page that holds a subscribed-entity module (subscription), and only such a page', async () => {
    const front = await call<PageResponse>(`/portal/page/${th.tabs[0]!.urlPath}?country=th`);
    expect(front.body.modules.some((m) => m.type === 'subscribedEntity')).toBe(true);
    expect(front.body.subscription).toBe(true);
    const others = await Promise.all(th.tabs.slice(1).map((t) => call<PageResponse>(`/portal/page/${t.urlPath}?country=th`)));
    const without = others.map((o) => o.body).filter((p) => !p.modules.some((m) => m.type === 'subscribedEntity'));
    expect(without.length).toBeGreaterThan(0);
    for (const page of without) expect(page.subscription, page.urlPath).toBe(false);
  });

  it('names poll options POLL_{pollId}_{index}', async () => {
    const { body: page } = await call<PageResponse>(`/portal/page/${th.tabs[0]!.urlPath}?country=th`);
    const poll = page.modules.find((m) => m.type === 'poll')!;
    expect(poll.pollId).toBe(poll.poll!.id);
    expect(poll.poll!.options.map((o) => o.id)).toEqual(thPortal.polls[0]!.options.map((_, i) => `POLL_${poll.pollId}_${i}`));
    expect(poll.poll!.options.map((o) => o.text)).toEqual(thPortal.polls[0]!.options);
  });

  it('gives brief-entity items entityType-entityId ids and trending comments their hash', async () => {
    const { body: page } = await call<PageResponse>(`/portal/page/${th.tabs[0]!.urlPath}?country=th`);
    const dramas = page.modules.find((m) => m.type === 'dramaList')!.listings![0]!.entities!;
    // The drama list module shows the first curated list (its first six).
    expect(dramas.map((d) => d.id)).toEqual(thPortal.dramaLists[0]!.dramas.slice(0, 6).map((slug) => `DRAMA-${slug}`));
    const chart = page.modules.find((m) => m.type === 'movieTrendingChart')!.listings![0]!.entities!;
    // The movie chart module shows the chart's current edition, in its order (decision 0068).
    expect(chart.map((m) => m.entityId)).toEqual(thPortal.movieChart.current.slice(0, chart.length));
    expect(chart.every((m) => m.id === `MOVIE-${m.entityId}`)).toBe(true);
    const comments = page.modules.find((m) => m.type === 'trendingComment')!.listings![0]!.comments!;
    expect(comments.map((c) => c.body)).toEqual(thPortal.comments.map((c) => c.body));
    for (const c of comments) expect(c.id).toMatch(/^c[A-Za-z0-9]{11}$/);
  });

  it('prefixes shuffled listings with shuffle_ and wraps item ids with it', async () => {
    const { body: page } = await call<PageResponse>(`/portal/page/${th.tabs[0]!.urlPath}?country=th`);
    const carousel = page.modules.find((m) => m.type === 'carousel')!.listings![0]!;
    expect(carousel.id).toBe('shuffle_th-carousel');
    for (const item of carousel.items) expect(item.wrappedId).toBe(`shuffle_th-carousel_${item.id}_${item.position}`);
    const again = await call<ListingResponse>(`/api/v6/listings/${carousel.id}?country=th&offset=0&length=2`);
    expect(again.body.items.map((i) => i.wrappedId)).toEqual(carousel.items.slice(0, 2).map((i) => i.wrappedId));
  });
});

describe('archive and load-more', () => {
  it('holds 200+ items and pages them by offset in windows of 20', async () => {
    const { body: page } = await call<PageResponse>(`/portal/page/${th.tabs[0]!.urlPath}?country=th`);
    const river = page.modules.at(-1)!.listings![0]!;
    expect(river.source).toBe('LATEST');
    expect(river.total).toBe(ARCHIVE_LENGTH);
    expect(river.items).toHaveLength(20);
    const next = await call<ListingResponse>(`/api/v6/listings/${river.id}?country=th&offset=20&length=20`);
    expect(next.body.items.map((i) => i.position)).toEqual(Array.from({ length: 20 }, (_, i) => 20 + i));
    const last = await call<ListingResponse>(`/api/v6/listings/${river.id}?country=th&offset=${ARCHIVE_LENGTH - 5}&length=20`);
    expect(last.body.items).toHaveLength(5);
  });

  it("reports a 404 on a module listing as 'Unable to fetch listing'", async () => {
    const client = createWebapiClient({ country: 'th', origin: 'http://portal.test', fetcher: (r) => Promise.resolve(app.request(r, undefined, platform.env)) });
    const reported: string[] = [];
    await expect(loadModuleListing(client, 'th-gone', { offset: 0, length: 20 }, (m) => reported.push(m))).rejects.toMatchObject({
      message: LISTING_404_MESSAGE,
      statusCode: 404,
    });
    expect(reported).toEqual([LISTING_404_MESSAGE]);
    const ok = await loadModuleListing(client, 'th-archive', { offset: 0, length: 3 });
    expect(ok.items).toHaveLength(3);
    expect(ok.entities).toEqual([]);
  });
});
