// Module fields of content-spec §3 against a real local D1: multi.polls (a poll module holding
// several polls) and adArticleListings (listings of advertorial stories a module carries), written
// through the content write path and answered by the page call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { replacePage } from '#functions/db/contentWrites.ts';
import { ModuleInput } from '#functions/db/records.ts';
import type { PageResponse } from '#functions/webapi/schemas/content.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;

async function page(urlPath: string): Promise<PageResponse> {
  const res = await app.request(`http://portal.test/webapi/portal/page/${urlPath}?country=th`, undefined, platform.env);
  expect(res.status).toBe(200);
  return (await res.json()) as PageResponse;
}

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
});
afterAll(async () => {
  await platform?.dispose();
});

describe('module fields', () => {
  it('a poll module holding several polls answers them as multi.polls, in order, only its market’s; its ad-article listings apart from its listings', async () => {
    const db = platform.env.DB;
    const thPolls = (await db.prepare("SELECT id, question FROM polls WHERE country = 'th' ORDER BY id").all<{ id: number; question: string }>()).results;
    const foreign = await db.prepare("SELECT id FROM polls WHERE country = 'tw' LIMIT 1").first<{ id: number }>();
    expect(thPolls.length).toBeGreaterThan(1);
    // A listing that holds an advertorial story, as the ad-article listing.
    const ad = await db
      .prepare("SELECT li.listing_id AS id FROM listing_items li JOIN articles a ON a.id = li.article_id JOIN listings l ON l.id = li.listing_id WHERE l.country = 'th' AND a.content_type = 'ADVERTORIAL' LIMIT 1")
      .first<{ id: string }>();
    const content = await db.prepare("SELECT id FROM listings WHERE country = 'th' AND id != ?1 LIMIT 1").bind(ad?.id ?? '').first<{ id: string }>();
    const polls = [thPolls[1]!.id, thPolls[0]!.id];
    await replacePage(
      db,
      {
        country: 'th',
        urlPath: 'module-fields',
        name: 'Module fields',
        type: 'GENERAL',
        subType: null,
        share: { title: 'Module fields', description: '', imageHash: null },
        modules: [
          { type: 'poll', title: 'Polls', source: 'CURATED', viewType: 'OTHER', anchorId: null, listings: [], polls: [...polls, foreign!.id] },
          {
            type: 'grid',
            title: 'Stories',
            source: 'CURATED',
            viewType: 'OTHER',
            anchorId: null,
            listings: [{ listingId: content!.id, itemLimit: 4 }],
            adArticleListings: [{ listingId: ad!.id, itemLimit: 2 }],
            props: { imageAlignment: 'LEFT', rankingListView: 'DETAIL' },
          },
        ],
      },
      Date.now(),
    );
    const { modules } = await page('module-fields');
    expect(modules[0]!.multi?.polls.map((p) => [p.id, p.question])).toEqual(polls.map((id) => [id, thPolls.find((p) => p.id === id)!.question]));
    expect(modules[0]!.multi?.polls[0]!.options[0]!.id).toBe(`POLL_${polls[0]}_0`);
    expect(modules[1]!.multi ?? null).toBeNull();
    expect(modules[1]!.listings!.map((l) => l.id)).toEqual([content!.id]);
    expect(modules[1]!.adArticleListings!.map((l) => l.id)).toEqual([ad!.id]);
    expect(modules[1]!.adArticleListings![0]!.items.length).toBeGreaterThan(0);
    expect(modules[1]!.adArticleListings![0]!.items.length).toBeLessThanOrEqual(2);
    expect(modules[0]!.adArticleListings).toEqual([]);
    // Image alignment and ranking list view as written, their defaults (RIGHT, DEFAULT) when unset.
    expect([modules[1]!.imageAlignment, modules[1]!.rankingListView]).toEqual(['LEFT', 'DETAIL']);
    expect([modules[0]!.imageAlignment, modules[0]!.rankingListView]).toEqual(['RIGHT', 'DEFAULT']);
  });

  it('an image module answers its banner type and default content kind (auto and brand when unset); others are refused at the write', async () => {
    const image = { hash: 'bannerA1', alt: 'A banner', href: '/th/v2/tab' };
    await replacePage(
      platform.env.DB,
      {
        country: 'th',
        urlPath: 'banner-fields',
        name: 'Banners',
        type: 'GENERAL',
        subType: null,
        share: { title: 'Banners', description: '', imageHash: null },
        modules: [
          { type: 'image', title: '', source: 'CURATED', viewType: 'OTHER', anchorId: null, listings: [], props: { image: { ...image, bannerType: 'bannerLarge', defaultKind: 'familyService' } } },
          { type: 'image', title: '', source: 'CURATED', viewType: 'OTHER', anchorId: null, listings: [], props: { image } },
        ],
      },
      Date.now(),
    );
    const { modules } = await page('banner-fields');
    expect(modules.map((m) => [m.image?.bannerType, m.image?.defaultKind])).toEqual([['bannerLarge', 'familyService'], ['auto', 'brand']]);
    const base = { type: 'image', title: '', source: 'CURATED', viewType: 'OTHER', anchorId: null, listings: [] };
    expect(ModuleInput.safeParse({ ...base, props: { image: { ...image, bannerType: 'hero' } } }).success).toBe(false);
    expect(ModuleInput.safeParse({ ...base, props: { image: { ...image, defaultKind: 'video' } } }).success).toBe(false);
  });

  it('the content write refuses an image alignment or ranking list view outside the spec’s values', () => {
    const base = { type: 'grid', title: '', source: 'CURATED', viewType: 'OTHER', anchorId: null, listings: [] };
    expect(ModuleInput.safeParse({ ...base, props: { imageAlignment: 'LEFT', rankingListView: 'DETAIL' } }).success).toBe(true);
    expect(ModuleInput.safeParse({ ...base, props: { imageAlignment: 'CENTER' } }).success).toBe(false);
    expect(ModuleInput.safeParse({ ...base, props: { rankingListView: 'GRID' } }).success).toBe(false);
  });

  it('modules without them answer multi null and no ad-article listings', async () => {
    const tab = await platform.env.DB.prepare("SELECT p.url_path FROM tabs t JOIN pages p ON p.id = t.page_id WHERE t.country = 'th' ORDER BY t.position LIMIT 1").first<{ url_path: string }>();
    const front = await page(tab!.url_path);
    for (const m of front.modules) {
      expect(m.multi ?? null, m.type).toBeNull();
      expect(m.adArticleListings, m.type).toEqual([]);
    }
  });

  it('entity items carry their avatar type: MOVIE for films, CP for publishers', async () => {
    const res = await app.request('http://portal.test/webapi/listing/chart/movie?country=tw&length=3', undefined, platform.env);
    const chart = (await res.json()) as { entities: { entityType: string; avatarType: string | null }[] };
    expect(chart.entities.length).toBeGreaterThan(0);
    for (const e of chart.entities) expect([e.entityType, e.avatarType]).toEqual(['MOVIE', 'MOVIE']);
  });
});
