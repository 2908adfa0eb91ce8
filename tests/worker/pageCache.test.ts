// The page cache in the real worker, over HTTP: MISS then HIT, what is never stored, and the
// editorial API's secret. (An editor's change showing in the browser: tests/e2e/pageCache.spec.ts.)
import { expect, it } from 'vitest';
import { seedMarket } from '../e2e/seedData.ts';
import { ADMIN_TOKEN, http } from '../helpers/workerHttp.ts';

const id = seedMarket('id');

it('an article page is rendered once, then answered from the cache', async () => {
  const article = id.articles[3]!;
  const path = `/id/v2/article/${id.hashOf(article.slug)}?run=${Date.now()}-${Math.random()}`;
  const first = await http(path);
  expect(first.status).toBe(200);
  expect(first.headers.get('x-astro-cache')).toBe('MISS');
  const second = await http(path);
  expect(second.headers.get('x-astro-cache')).toBe('HIT');
  expect(second.text).toContain(article.title);
  // Tracking parameters do not split the cache.
  expect((await http(`${path}&utm_source=line&t=3`)).headers.get('x-astro-cache')).toBe('HIT');
});

it('a cached page is answered from KV, then from the isolate, with the headers of the fresh render', async () => {
  const article = id.articles[4]!;
  const path = `/id/v2/article/${id.hashOf(article.slug)}?layers=${Date.now()}-${Math.random()}`;
  const rendered = await http(path);
  expect(rendered.headers.get('x-astro-cache')).toBe('MISS');
  const shared = await http(path);
  expect([shared.headers.get('x-astro-cache'), shared.headers.get('x-page-cache-layer')]).toEqual(['HIT', 'kv']);
  const hot = await http(path);
  expect([hot.headers.get('x-astro-cache'), hot.headers.get('x-page-cache-layer')]).toEqual(['HIT', 'micro']);
  expect(hot.text).toBe(rendered.text);
  expect(Number(hot.headers.get('age'))).toBeGreaterThanOrEqual(0);
  for (const name of ['content-type', 'content-language', 'link']) expect(hot.headers.get(name), name).toBe(rendered.headers.get(name));
});

it('a purge by path reaches the copy in every layer at once', async () => {
  const path = `/id/v2/tab?purge=${Date.now()}-${Math.random()}`;
  await http(path);
  await http(path);
  expect((await http(path)).headers.get('x-page-cache-layer')).toBe('micro');
  const purged = await http('/webapi/admin/revalidate', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, body: { paths: [path] } });
  expect(await purged.json()).toEqual({ invalidated: 1 });
  expect((await http(path)).headers.get('x-astro-cache')).toBe('MISS');
});

it('responses that set a cookie are never stored', async () => {
  const path = `/id/v2/tab?group=T1&run=${Date.now()}-${Math.random()}`;
  for (let i = 0; i < 2; i++) {
    const res = await http(path, { follow: false });
    expect(res.status).toBe(302);
    expect(res.headers.get('x-astro-cache')).toBeNull();
  }
});

it('the editorial API refuses requests without the secret', async () => {
  expect((await http('/webapi/admin/revalidate', { body: { tags: ['market:id'] } })).status).toBe(401);
  const ok = await http('/webapi/admin/revalidate', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, body: { paths: ['/nowhere'] } });
  expect(ok.status).toBe(200);
});
