// The content API against a real local D1 with migrations applied and the demo content loaded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import type { ArticleResponse, ListingResponse, PageResponse, TabsResponse } from '#functions/webapi/schemas/content.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const tw = loadSeedMarket(ROOT, 'tw');
const id = loadSeedMarket(ROOT, 'id');

async function call(path: string): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await app.request(`http://portal.test/webapi${path}`, undefined, platform.env);
  return { status: res.status, body: await res.json(), headers: res.headers };
}

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
});
afterAll(async () => {
  await platform?.dispose();
});

describe('health', () => {
  it('reports the database reachable', async () => {
    const { status, body } = await call('/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', database: 'ok' });
  });
});

describe('tabs', () => {
  it('lists the market tabs in order with their page url paths', async () => {
    const { status, body } = await call('/tabs?country=tw');
    expect(status).toBe(200);
    const tabs = (body as TabsResponse).tabs;
    expect(tabs.map((t) => t.name)).toEqual(tw.tabs.map((t) => t.name));
    expect(tabs.map((t) => t.portalPageUrlPath)).toEqual(tw.tabs.map((t) => t.urlPath));
    expect(tabs.map((t) => t.index)).toEqual(tabs.map((_, i) => i));
  });

  it('falls back to the default set for a group without its own tabs', async () => {
    const { body } = await call('/tabs?country=id&group=T1');
    expect((body as TabsResponse).group).toBe('*');
    expect((body as TabsResponse).tabs.map((t) => t.name)).toEqual(id.tabs.map((t) => t.name));
  });

  it('answers 400 naming country when it is missing or unknown', async () => {
    const missing = await call('/tabs');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('"country"');
    const unknown = await call('/tabs?country=xx');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: expect.stringContaining('"country"'), statusCode: 400 });
  });
});

describe('page', () => {
  it('returns the page with modules whose listings carry articles', async () => {
    const { status, body } = await call(`/portal/page/${tw.tabs[1]!.urlPath}?country=tw`);
    expect(status).toBe(200);
    const page = body as PageResponse;
    expect(page.urlPath).toBe(tw.tabs[1]!.urlPath);
    expect(page.name).toBe(tw.tabs[1]!.name);
    const items = page.modules.flatMap((m) => m.listings ?? []).flatMap((l) => l.items);
    const titles = new Set(tw.articles.filter((a) => a.tab === tw.tabs[1]!.urlPath).map((a) => a.title));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(titles.has(item.title)).toBe(true);
  });

  it('answers 404 JSON for an unknown page', async () => {
    const { status, body } = await call('/portal/page/no-such-page?country=tw');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'page not found: no-such-page', statusCode: 404 });
  });
});

describe('article', () => {
  it('returns an article by hash with body, author, publisher and related listing', async () => {
    const tabs = (await call('/tabs?country=tw')).body as TabsResponse;
    const page = (await call(`/portal/page/${tabs.tabs[0]!.portalPageUrlPath}?country=tw`)).body as PageResponse;
    const card = page.modules[0]!.listings![0]!.items[0]!;
    const { status, body } = await call(`/article?country=tw&hash=${card.hash}`);
    expect(status).toBe(200);
    const article = body as ArticleResponse;
    const source = tw.articles.find((a) => a.title === card.title)!;
    expect(article.pageType).toBe('ARTICLE');
    expect(article.data.title).toBe(source.title);
    expect(article.data.author).toBe(source.author);
    expect(article.data.publisher.name).toBe(tw.publishers.find((p) => p.id === source.publisherId)!.name);
    expect(article.data.content).toContain('<p>');
    expect(article.data.content).not.toContain('img:');
    expect(article.shareProperties.title).toBe(source.title);
    for (const item of article.modules[0]?.listings?.[0]?.items ?? []) expect(item.hash).not.toBe(card.hash);
  });

  it('answers 404 JSON for an unknown hash', async () => {
    const { status, body, headers } = await call('/article?country=tw&hash=does-not-exist');
    expect(status).toBe(404);
    expect(headers.get('content-type')).toContain('application/json');
    expect(body).toEqual({ message: 'article not found: does-not-exist', statusCode: 404 });
  });

  it('does not serve one market its neighbour’s article', async () => {
    const page = (await call(`/portal/page/top?country=id`)).body as PageResponse;
    const hash = page.modules[0]!.listings![0]!.items[0]!.hash;
    expect((await call(`/article?country=id&hash=${hash}`)).status).toBe(200);
    expect((await call(`/article?country=tw&hash=${hash}`)).status).toBe(404);
  });

  it('answers 400 naming hash when it is missing or malformed', async () => {
    expect((await call('/article?country=tw')).body.message).toContain('"hash"');
    const bad = await call('/article?country=tw&hash=%3Cscript%3E');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('"hash"');
  });
});

describe('listing', () => {
  const listingId = `tw-${tw.tabs[0]!.urlPath}`;

  it('returns a window of items by offset and length with wrapped ids', async () => {
    const first = (await call(`/api/v6/listings/${listingId}?country=tw&offset=0&length=4`)).body as ListingResponse;
    const next = (await call(`/api/v6/listings/${listingId}?country=tw&offset=4&length=4`)).body as ListingResponse;
    expect(first.items).toHaveLength(4);
    expect(first.total).toBe(tw.articles.filter((a) => a.tab === tw.tabs[0]!.urlPath).length);
    expect(next.items.map((i) => i.position)).toEqual([4, 5, 6, 7]);
    for (const item of [...first.items, ...next.items]) {
      expect(item.wrappedId).toBe(`${listingId}_${item.id}_${item.position}`);
    }
    expect(new Set([...first.items, ...next.items].map((i) => i.id)).size).toBe(8);
  });

  it('answers 400 naming offset for offset=-1', async () => {
    const { status, body } = await call(`/api/v6/listings/x?country=tw&offset=-1&length=20`);
    expect(status).toBe(400);
    expect(body.statusCode).toBe(400);
    expect(body.message).toContain('"offset"');
  });

  it('answers 400 naming length when it is not a positive number up to 100', async () => {
    for (const length of ['0', '101', 'abc', '2.5']) {
      const { status, body } = await call(`/api/v6/listings/${listingId}?country=tw&offset=0&length=${length}`);
      expect(status, length).toBe(400);
      expect(body.message).toContain('"length"');
    }
  });

  it('answers 404 JSON for an unknown listing', async () => {
    const { status, body } = await call('/api/v6/listings/nothing-here?country=tw&offset=0&length=20');
    expect(status).toBe(404);
    expect(body.message).toBe('listing not found: nothing-here');
  });
});

describe('unknown calls', () => {
  it('answer 404 JSON', async () => {
    const { status, body } = await call('/nope?country=tw');
    expect(status).toBe(404);
    expect(body.statusCode).toBe(404);
  });
});
