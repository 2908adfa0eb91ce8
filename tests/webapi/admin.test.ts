// The editorial API against real local D1 and KV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { tagHash } from '#/domain/content/tagHash.ts';
import { readCachedPage } from '#/cache/pageCacheStore.ts';
import { storeRenderedPage } from '#/cache/storePage.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { publisherId } from '../../scripts/seedIds.ts';
import { PREPARED_MARKER, checkPreparedArticleHtml } from '#/domain/article/preparedHtml.ts';
import { reprepareArticleBodies } from '#functions/db/contentWrites.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

const TOKEN = 'test-admin-token';
let platform: TestPlatform;
const id = loadSeedMarket(ROOT, 'id');

function call(method: string, path: string, body?: unknown, token: string | null = TOKEN) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return app.request(
    `http://portal.test/webapi${path}`,
    { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) },
    { ...platform.env, ADMIN_TOKEN: TOKEN },
  );
}

const article = {
  country: 'id',
  title: 'Banjir Rob Surut, Warga Pesisir Jakarta Utara Mulai Bersihkan Rumah',
  summary: 'Air laut yang menggenangi permukiman sejak Senin mulai surut pada Rabu pagi.',
  body: '<p>Warga mulai membersihkan rumah.</p><script>alert(1)</script><p onclick="x()">Petugas membagikan air bersih.</p>',
  author: 'Dewi Lestari',
  publisherId: publisherId('id', id.publishers[0]!.id),
  category: 'Nasional',
  tags: ['banjir rob', 'Jakarta Utara'],
};

async function cacheEntry(key: string, tags: string[], path: string) {
  const stored = await storeRenderedPage({ kv: platform.env.PAGE_CACHE, db: platform.env.DB }, key, {
    status: 200, headers: [], body: 'x', storedAt: Date.now(), maxAge: 60, swr: 0, staleIfError: 0, tags, path,
  });
  expect(stored).toBe('stored');
}

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
});
afterAll(async () => {
  await platform?.dispose();
});

describe('admin authorisation', () => {
  it('answers 401 without the bearer secret, or with a wrong one', async () => {
    expect((await call('POST', '/admin/revalidate', { tags: ['x'] }, null)).status).toBe(401);
    const wrong = await call('POST', '/admin/revalidate', { tags: ['x'] }, 'nope');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'a valid admin bearer token is required', statusCode: 401 });
  });

  it('answers 401 when no secret is configured at all', async () => {
    const res = await app.request('http://portal.test/webapi/admin/revalidate', { method: 'POST', headers: { Authorization: 'Bearer ' } }, platform.env);
    expect(res.status).toBe(401);
  });
});

describe('POST /admin/revalidate', () => {
  it('purges entries by tag and by path', async () => {
    await cacheEntry('page:b1:one', ['article:1', 'market:id'], '/id/v2/article/A');
    await cacheEntry('page:b1:two', ['page:top'], '/id/v2/tab/top');
    await cacheEntry('page:b1:three', ['page:sports'], '/id/v2/tab/sports');
    const res = await call('POST', '/admin/revalidate', { tags: ['article:1'], paths: ['/id/v2/tab/top'] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ invalidated: 2 });
    expect(await readCachedPage(platform.env.PAGE_CACHE, 'page:b1:one')).toBeNull();
    expect(await readCachedPage(platform.env.PAGE_CACHE, 'page:b1:two')).toBeNull();
    expect(await readCachedPage(platform.env.PAGE_CACHE, 'page:b1:three')).not.toBeNull();
  });

  it('answers 400 on a malformed body', async () => {
    for (const body of ['{not json', { tags: 'x' }, {}, { paths: ['no-slash'] }, { tags: ['a'], extra: 1 }]) {
      const res = await call('POST', '/admin/revalidate', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/Invalid body|give tags or paths/);
    }
  });
});

describe('PUT /admin/articles/{id}', () => {
  it('creates an article with sanitised, render-ready HTML, then updates it and purges its article and listing tags', async () => {
    const created = await call('PUT', '/admin/articles/900001', article);
    expect(created.status).toBe(201);
    const { hash } = (await created.json()) as { hash: string };
    const read = await app.request(`http://portal.test/webapi/article?country=id&hash=${hash}`, undefined, platform.env);
    const data = ((await read.json()) as { data: { title: string; content: string; tags: string[] } }).data;
    expect(data.title).toBe(article.title);
    // Stored once, prepared on write: sanitised, stamped, and passing the check render makes.
    expect(data.content).toBe(`${PREPARED_MARKER}<p>Warga mulai membersihkan rumah.</p><p>Petugas membagikan air bersih.</p>`);
    expect(checkPreparedArticleHtml(data.content).ok).toBe(true);
    expect(data.tags).toEqual(article.tags);

    // An existing seeded article in a listing: its listings are purged with it.
    const listing = (await (await app.request('http://portal.test/webapi/api/v6/listings/id-top?country=id&offset=0&length=1', undefined, platform.env)).json()) as {
      items: { id: number; hash: string }[];
    };
    const seeded = listing.items[0]!;
    await cacheEntry('page:b1:listing', ['listing:id-top'], '/id/v2/tab/top');
    const updated = await call('PUT', `/admin/articles/${seeded.id}`, { ...article, title: 'Judul yang diperbarui redaksi' });
    expect(updated.status).toBe(200);
    const result = (await updated.json()) as { created: boolean; hash: string; tags: string[] };
    expect(result).toMatchObject({ created: false, hash: seeded.hash });
    expect(result.tags).toEqual(expect.arrayContaining([`article:${seeded.id}`, 'listing:id-top', 'listing:id-latest']));
    // The publisher pages and tag pages that list it, too (its tags before and after the edit).
    expect(result.tags).toEqual(expect.arrayContaining([`publisher:${article.publisherId}`, ...article.tags.map((t) => `tag:${tagHash(t)}`)]));
    expect(await readCachedPage(platform.env.PAGE_CACHE, 'page:b1:listing')).toBeNull();
  });

  it('answers 400 naming the bad field', async () => {
    const cases: [unknown, string][] = [
      [{ ...article, title: '' }, '"title"'],
      [{ ...article, country: 'xx' }, '"country"'],
      [{ ...article, publisherId: 'no-such-publisher' }, '"publisherId"'],
      [{ ...article, contentType: 'PODCAST' }, '"contentType"'],
      [{ ...article, unknownField: 1 }, '(body)'],
    ];
    for (const [body, field] of cases) {
      const res = await call('PUT', '/admin/articles/900002', body);
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(field);
    }
    expect((await call('PUT', '/admin/articles/abc', article)).status).toBe(400);
  });
});

describe('stored bodies from before bodies were prepared (scripts/prepare-db.ts)', () => {
  it('are re-prepared once, and prepared bodies are left alone', async () => {
    expect((await call('PUT', '/admin/articles/900003', article)).status).toBe(201);
    const db = platform.env.DB;
    // As an older database holds it: sanitised at write but not render-ready (and here tampered too).
    await db.prepare('UPDATE articles SET body_html = ?1 WHERE id = 900003').bind('<p>old</p><img src="/m/a/w644" data-hashid="aaaaaa"><script>x()</script>').run();
    expect(await reprepareArticleBodies(db)).toBeGreaterThanOrEqual(1);
    const row = await db.prepare('SELECT body_html FROM articles WHERE id = 900003').first<{ body_html: string }>();
    expect(row!.body_html).toBe(`${PREPARED_MARKER}<p>old</p><img src="/m/a/w644" data-hashid="aaaaaa" loading="eager" decoding="async" data-fallback="/fallback-image.svg" data-gallery-index="0" />`);
    expect(await reprepareArticleBodies(db)).toBe(0);
  });
});
