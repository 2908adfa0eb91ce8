// The page cache in the real worker: MISS then HIT, and an editor's change visible at once.
import { expect, test } from '@playwright/test';
import { ADMIN_TOKEN } from '../../playwright.config.ts';
import { seedMarket } from './seedData.ts';

const id = seedMarket('id');

test('an article page is rendered once, then answered from the cache', async ({ request }) => {
  const article = id.articles[3]!;
  const path = `/id/v2/article/${id.hashOf(article.slug)}?run=${Date.now()}-${Math.random()}`;
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  expect(first.headers()['x-astro-cache']).toBe('MISS');
  const second = await request.get(path);
  expect(second.headers()['x-astro-cache']).toBe('HIT');
  expect(await second.text()).toContain(article.title);
  // Tracking parameters do not split the cache.
  expect((await request.get(`${path}&utm_source=line&t=3`)).headers()['x-astro-cache']).toBe('HIT');
});

test('responses that set a cookie are never stored', async ({ request }) => {
  const path = `/id/v2/tab?group=T1&run=${Date.now()}-${Math.random()}`;
  for (let i = 0; i < 2; i++) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()['x-astro-cache']).toBeUndefined();
  }
});

test('an edit through the API shows on the next page load', async ({ page, request }, testInfo) => {
  // ecid carries its own copy of the Indonesian content and no other test reads it.
  const listing = await (await request.get('/webapi/api/v6/listings/ecid-top?country=ecid&offset=0&length=3')).json();
  const item = listing.items[testInfo.project.name === 'mobile' ? 1 : 2];
  const data = (await (await request.get(`/webapi/article?country=ecid&hash=${item.hash}`)).json()).data;
  const write = (title: string) =>
    request.put(`/webapi/admin/articles/${item.id}`, {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      data: {
        country: 'ecid', title, summary: data.summary, body: data.content, author: data.author, publisherId: data.publisher.id,
        category: data.categoryName, tags: data.tags, thumbnailHash: data.thumbnail?.hash ?? null, publishTime: data.publishTime,
        badge: data.badge?.type ?? null, badgeLabel: data.badge?.label ?? null,
      },
    });

  await page.goto(`/ecid/v2/article/${item.hash}`);
  await page.goto('/ecid/v2/tab/top');
  await page.goto(`/ecid/v2/article/${item.hash}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.title);

  const newTitle = `${data.title} (diperbarui ${testInfo.project.name})`;
  try {
    expect((await write(newTitle)).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);
    await page.goto('/ecid/v2/tab/top');
    await expect(page.locator('main .card__title', { hasText: newTitle }).first()).toBeVisible();
  } finally {
    expect((await write(data.title)).status()).toBe(200);
  }
});

test('the editorial API refuses requests without the secret', async ({ request }) => {
  expect((await request.post('/webapi/admin/revalidate', { data: { tags: ['market:id'] } })).status()).toBe(401);
  const ok = await request.post('/webapi/admin/revalidate', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, data: { paths: ['/nowhere'] } });
  expect(ok.status()).toBe(200);
});
