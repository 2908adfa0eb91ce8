// The page cache in the real worker: an editor's change visible at once (MISS/HIT over HTTP:
// tests/worker/pageCache.test.ts).
import { expect, test } from './fixtures.ts';
import { ADMIN_TOKEN } from '../../playwright.config.ts';

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
