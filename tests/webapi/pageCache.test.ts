// The page cache end to end on real local bindings: the entry's lookup (micro-cache, Cache API, KV),
// the Astro provider's store into KV and the D1 tag index, and purge — with a controllable clock.
// D1 and KV come from wrangler's platform proxy; its Cache API is a no-op, so the location layer is a
// stand-in with the same interface (tests/helpers/memoryEdgeCache.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CacheProvider } from 'astro';
import { createPageCacheProvider } from '#/cache/kvPageCache.ts';
import type { PageCacheLayers } from '#/cache/layers.ts';
import { MicroCache } from '#/cache/microCache.ts';
import { purgePages } from '#/cache/purge.ts';
import { servePageCache } from '#/cache/servePageCache.ts';
import { memoryEdgeCache } from '../helpers/memoryEdgeCache.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
let layers: PageCacheLayers;
let now = 1_800_000_000_000;
let provider: CacheProvider;
let renders = 0;
const pending: Promise<unknown>[] = [];

type Render = (request: Request) => Response | Promise<Response>;

function page(body: string, opts: { maxAge?: number; swr?: number; tags?: string[]; status?: number; headers?: Record<string, string> } = {}): Response {
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', ...opts.headers });
  if (opts.maxAge !== undefined) headers.set('CDN-Cache-Control', `max-age=${opts.maxAge}, stale-while-revalidate=${opts.swr ?? 0}`);
  if (opts.tags) headers.set('Cache-Tag', opts.tags.join(', '));
  return new Response(body, { status: opts.status ?? 200, headers });
}

/** Astro's part of a request: the provider around the page's render (as Astro's cache handler calls it). */
function astro(render: Render) {
  return async (request: Request) =>
    provider.onRequest!(
      { request, url: new URL(request.url), waitUntil: (p: Promise<unknown>) => void pending.push(p), logger: { info() {}, warn() {}, error() {} } } as never,
      async () => {
        renders++;
        return render(request);
      },
    );
}

async function get(url: string, render: Render, init: RequestInit = {}) {
  const request = new Request(`http://portal.test${url}`, init);
  const response = await servePageCache(request, { layers, waitUntil: (p) => void pending.push(p), render: astro(render), now: () => now });
  await Promise.all(pending.splice(0));
  return {
    state: response.headers.get('X-Astro-Cache'),
    layer: response.headers.get('X-Page-Cache-Layer'),
    status: response.status,
    body: await response.text(),
    headers: response.headers,
  };
}

beforeAll(async () => {
  platform = await openTestPlatform({ content: false });
  layers = { micro: new MicroCache({ ttlMs: 5_000, maxBytes: 1024 * 1024, maxEntries: 64 }), edge: memoryEdgeCache(() => now), kv: platform.env.PAGE_CACHE, db: platform.env.DB };
  provider = createPageCacheProvider({ layers: () => layers, staleIfError: 3600, now: () => now });
});
afterAll(async () => {
  await platform?.dispose();
});
beforeEach(async () => {
  renders = 0;
  await purgePages(layers, { tags: ['t'] }, now);
});

describe('page cache', () => {
  it('goes MISS → HIT → STALE (answered at once, re-rendered in the background) → fresh HIT', async () => {
    let version = 1;
    const render = () => page(`v${version}`, { maxAge: 60, swr: 600, tags: ['t', 'article:1'] });
    expect(await get('/tw/v2/article/a', render)).toMatchObject({ state: 'MISS', body: 'v1' });
    expect(await get('/tw/v2/article/a', render)).toMatchObject({ state: 'HIT', layer: 'kv', body: 'v1' });
    expect(renders).toBe(1);
    now += 61_000;
    version = 2;
    expect(await get('/tw/v2/article/a', render)).toMatchObject({ state: 'STALE', body: 'v1' });
    expect(renders).toBe(2);
    expect(await get('/tw/v2/article/a', render)).toMatchObject({ state: 'HIT', body: 'v2' });
    expect(renders).toBe(2);
  });

  it('shares entries across query order and tracking parameters, not across other parameters', async () => {
    const render = () => page('x', { maxAge: 60, tags: ['t'] });
    await get('/tw/v2/tab?b=2&a=1', render);
    expect((await get('/tw/v2/tab?a=1&b=2&utm_source=nt&t=4&fbclid=z', render)).state).toBe('HIT');
    expect((await get('/tw/v2/tab?a=1&b=3', render)).state).toBe('MISS');
  });

  it('keeps variants apart: news tab, locale cookie, agreement, group', async () => {
    const render = (r: Request) => page(`ua=${r.headers.get('user-agent') ?? ''}`, { maxAge: 60, tags: ['t'] });
    await get('/th/v2/tab', render, { headers: { cookie: 'agreementPassed=1' } });
    expect((await get('/th/v2/tab', render, { headers: { cookie: 'agreementPassed=1' } })).state).toBe('HIT');
    expect((await get('/th/v2/tab', render)).state).toBe('MISS');
    expect((await get('/th/v2/tab', render, { headers: { cookie: 'agreementPassed=1; locale=en' } })).state).toBe('MISS');
    expect((await get('/th/v2/tab', render, { headers: { cookie: 'agreementPassed=1', 'user-agent': 'X Line/14.0 NewsTab' } })).state).toBe('MISS');
    expect((await get('/th/v2/tab', render, { headers: { cookie: 'agreementPassed=1; group=T2' } })).state).toBe('MISS');
    expect((await get('/th/v2/tab', render, { headers: { cookie: 'group=T2; agreementPassed=1' } })).state).toBe('HIT');
    // The news tab without utm_source must reach the middleware (it adds utm_source=nt).
    await get('/tw/v2/tab?utm_source=nt', render, { headers: { 'user-agent': 'X Line/14.0 NewsTab' } });
    expect((await get('/tw/v2/tab', render, { headers: { 'user-agent': 'X Line/14.0 NewsTab' } })).state).toBe('MISS');
  });

  it('purges by tag and by path', async () => {
    const render = (r: Request) => page(new URL(r.url).pathname, { maxAge: 60, tags: ['t', `page:${new URL(r.url).pathname}`] });
    await get('/a', render);
    await get('/b', render);
    await provider.invalidate({ tags: 'page:/a' });
    expect((await get('/a', render)).state).toBe('MISS');
    expect((await get('/b', render)).state).toBe('HIT');
    await provider.invalidate({ path: '/b' });
    expect((await get('/b', render)).state).toBe('MISS');
  });

  it('serves a stale copy when a render throws or answers 5xx within the stale-if-error window', async () => {
    await get('/sie', () => page('good', { maxAge: 60, swr: 0, tags: ['t'] }));
    now += 120_000;
    expect(await get('/sie', () => { throw new Error('D1_ERROR: no such table: articles'); })).toMatchObject({ state: 'STALE', body: 'good' });
    expect(await get('/sie', () => page('temporary error', { status: 500 }))).toMatchObject({ state: 'STALE', status: 200, body: 'good' });
    now += 3_600_000;
    expect(await get('/sie', () => page('temporary error', { status: 500 }))).toMatchObject({ state: null, status: 500 });
  });

  it('never stores answers that set a cookie, are private, vary on identity, redirect or fail', async () => {
    const cases: Response[] = [
      page('c', { maxAge: 60, tags: ['t'], headers: { 'Set-Cookie': 'group=T1; Path=/' } }),
      page('p', { maxAge: 60, tags: ['t'], headers: { 'Cache-Control': 'private' } }),
      page('v', { maxAge: 60, tags: ['t'], headers: { Vary: 'Cookie' } }),
      page('r', { maxAge: 60, tags: ['t'], status: 302, headers: { Location: '/x' } }),
      page('e', { maxAge: 60, tags: ['t'], status: 500 }),
      page('n', {}),
      new Response('{"a":1}', { headers: { 'Content-Type': 'application/json', 'CDN-Cache-Control': 'max-age=60', 'Cache-Tag': 't' } }),
    ];
    for (const [i, response] of cases.entries()) {
      await get(`/never/${i}`, () => response.clone());
      expect((await get(`/never/${i}`, () => response.clone())).state, `case ${i}`).not.toBe('HIT');
    }
  });

  it('keeps a 404 for at most 60 seconds and never stale', async () => {
    const render = () => page('no page', { maxAge: 3600, swr: 3600, status: 404, tags: ['t'] });
    expect((await get('/missing', render)).state).toBe('MISS');
    expect((await get('/missing', render)).state).toBe('HIT');
    now += 61_000;
    expect((await get('/missing', render)).state).toBe('MISS');
  });

  it('is bypassed in preview mode, for requests carrying an access token, and off the pages', async () => {
    const render = () => page('x', { maxAge: 60, tags: ['t'] });
    for (const path of ['/media/iAbc123/w644', '/webapi/tabs?country=tw']) {
      await get(path, render);
      expect((await get(path, render)).state, path).toBeNull();
    }
    await get('/p', render);
    expect((await get('/p?preview=1', render)).state).toBeNull();
    expect((await get('/p', render, { headers: { 'X-Access-Token': 'abc' } })).state).toBeNull();
  });
});

describe('page cache layers and purge', () => {
  it('answers from KV, then from the isolate, then from the location once the isolate copy lapses', async () => {
    const render = () => page('layered', { maxAge: 60, tags: ['t'] });
    expect(await get('/layers', render)).toMatchObject({ state: 'MISS', layer: null });
    expect(await get('/layers', render)).toMatchObject({ state: 'HIT', layer: 'kv', body: 'layered' });
    expect(await get('/layers', render)).toMatchObject({ state: 'HIT', layer: 'micro', body: 'layered' });
    expect(await get('/layers', render)).toMatchObject({ state: 'HIT', layer: 'micro', body: 'layered' });
    now += 6_000; // past the micro-cache's 5 s, within the page's 60 s
    const edge = await get('/layers', render);
    expect(edge).toMatchObject({ state: 'HIT', layer: 'edge', body: 'layered' });
    expect(Number(edge.headers.get('age'))).toBe(6);
    expect(renders).toBe(1);
  });

  it('never answers a micro-cache copy past the page fresh window', async () => {
    const render = () => page(`at ${now}`, { maxAge: 2, swr: 600, tags: ['t'] });
    await get('/short', render);
    await get('/short', render); // kv → micro, until min(now + 5 s, fresh end = now + 2 s)
    now += 3_000;
    expect((await get('/short', render)).state).toBe('STALE');
  });

  it('purges exactly the pages that carry a tag, from every layer', async () => {
    const tagsOf: Record<string, string[]> = { '/p1': ['t', 'a', 'b'], '/p2': ['t', 'b', 'c'], '/p3': ['t', 'c'], '/p4': ['t', 'd'] };
    const rendered: string[] = [];
    const render = (r: Request) => {
      const path = new URL(r.url).pathname;
      rendered.push(path);
      return page(path, { maxAge: 60, tags: tagsOf[path] });
    };
    for (const path of Object.keys(tagsOf)) for (let i = 0; i < 3; i++) await get(path, render); // MISS, kv, micro
    now += 6_000;
    for (const path of Object.keys(tagsOf)) expect((await get(path, render)).layer, path).toBe('edge');
    rendered.length = 0;
    expect(await purgePages(layers, { tags: ['b'] }, now)).toBe(2);
    for (const path of Object.keys(tagsOf)) await get(path, render);
    expect(rendered.sort()).toEqual(['/p1', '/p2']);
    const left = await platform.env.DB.prepare("SELECT COUNT(*) AS n FROM page_cache_index WHERE tag = 'b'").first<{ n: number }>();
    expect(left?.n, 'the purged pages re-rendered and were indexed again').toBe(2);
    // Purge by path reaches only that page.
    rendered.length = 0;
    expect(await purgePages(layers, { paths: ['/p3'] }, now)).toBe(1);
    for (const path of Object.keys(tagsOf)) await get(path, render);
    expect(rendered).toEqual(['/p3']);
  });

  it('does not keep a render that a purge of one of its tags overtook', async () => {
    let purgeDuringRender = true;
    const render = async () => {
      if (purgeDuringRender) {
        purgeDuringRender = false;
        now += 1;
        await purgePages(layers, { tags: ['raced'] }, now); // the edit lands while the page renders
      }
      return page('maybe old', { maxAge: 60, tags: ['t', 'raced'] });
    };
    expect((await get('/raced', render)).state, 'rendered, not stored').toBeNull();
    expect((await get('/raced', render)).state).toBe('MISS');
    expect((await get('/raced', render)).state).toBe('HIT');
  });
});
