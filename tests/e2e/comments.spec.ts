// Comments in the browser: a signed-in reader (signed in through the API, tests/e2e/signedIn.ts)
// posts a comment and a reply on a story's comment page, switches the sort order and votes. One
// signed-out reader's test, each part from a freshly loaded page: trending comments lead to the
// comment page and send their tracking event; axe on the comment page and in the comment sheet; the
// article's 'comments (N)' link opens the comment sheet, whose post button asks them to sign in.
// Without JavaScript the link and the sort links are plain links: tests/worker/commentPages.test.ts.
import { expect, test, type Page } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { seedMarket } from './seedData.ts';
import { signedIn } from './signedIn.ts';

const tw = seedMarket('tw');
const portal = JSON.parse(
  (await import('node:fs')).readFileSync(new URL('../../seed/content/tw/portal.json', import.meta.url), 'utf8'),
) as { comments: { article: string }[] };
const withDemoComments = new Set(portal.comments.map((c) => c.article));
/** Stories without demo comments, one per browser project (they share the server). */
const quiet = tw.articles.filter((a) => a.ageLimit === 0 && !withDemoComments.has(a.slug));
const storyFor = (project: string) => quiet[project === 'desktop' ? 3 : 2]!;

const bodies = (page: Page) => page.locator('[data-comment-thread] .comments-list:not(.comments-list--replies) > li > article .comment-item__body').allTextContents();

test('a reader posts a comment and a reply, switches the sort order and votes', async ({ page, context }) => {
  const project = test.info().project.name;
  const story = storyFor(project);
  const path = `/tw/v2/comment/article/${tw.hashOf(story.slug)}`;
  const stamp = `${project}-${Date.now()}`;
  await signedIn(context, `commenter-${stamp}`, '留言的人');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(story.title);
  const thread = page.locator('[data-comment-thread][data-hydrated="true"]');
  await expect(thread).toBeVisible();

  const first = `第一則留言 ${stamp}`;
  const second = `第二則留言 ${stamp}`;
  await page.getByLabel('寫留言').fill(first);
  await page.getByRole('button', { name: '送出' }).click();
  const firstItem = page.locator('[data-comment]', { hasText: first }).first();
  await expect(firstItem).toBeVisible();
  // Posting shows the newest first.
  await expect(page.locator('[data-sort-link="TIME"]')).toHaveAttribute('aria-current', 'page');

  // A reply under the first comment.
  await firstItem.getByRole('button', { name: '回覆' }).first().click();
  await page.getByLabel('回覆 留言的人').fill(`回覆 ${stamp}`);
  await firstItem.getByRole('button', { name: '送出' }).click();
  await expect(firstItem.locator('.comments-list--replies')).toContainText(`回覆 ${stamp}`);

  await page.getByLabel('寫留言').fill(second);
  await page.getByRole('button', { name: '送出' }).click();
  await expect(page.locator('[data-comment]', { hasText: second })).toBeVisible();

  // Vote the first one up: it leads 'most popular', while 'newest' leads with the second.
  const up = page.locator(`[data-comment]:has(> article .comment-item__body:text-is("${first}")) > article [data-vote="UP"]`);
  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await expect(up).toHaveText('推（1）');

  await page.getByRole('link', { name: '最多人推' }).click();
  await expect(page.locator('[data-comment-thread]')).toHaveAttribute('data-sort', 'POPULAR');
  await expect(page).toHaveURL(/sort=POPULAR/);
  await expect.poll(async () => {
    const now = await bodies(page);
    return now.indexOf(first) > -1 && now.indexOf(first) < now.indexOf(second);
  }).toBe(true);

  await page.getByRole('link', { name: '最新' }).click();
  await expect(page.locator('[data-comment-thread]')).toHaveAttribute('data-sort', 'TIME');
  await expect.poll(async () => {
    const now = await bodies(page);
    return now.indexOf(second) > -1 && now.indexOf(second) < now.indexOf(first);
  }).toBe(true);

  // The server agrees after a reload, and keeps the reader's vote.
  await page.goto(`${path}?sort=POPULAR`);
  await expect(page.locator('[data-comment-thread][data-hydrated="true"]')).toBeVisible();
  const order = await bodies(page);
  expect(order.indexOf(first)).toBeLessThan(order.indexOf(second));
  await expect(up).toHaveAttribute('aria-pressed', 'true');

  // Taking the vote back.
  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'false');
  await expect(up).toHaveText('推（0）');
});

test("a trending comment leads to its comment page and sends entmt.clickbtn.comment; axe finds no serious or critical violations on the comment page and in the comment sheet; the article's comments link opens the comment sheet", async ({ page }) => {
  await page.goto('/tw/v2/tab');
  const module = page.locator('[data-trending-comments]').first();
  const link = module.locator('a.comment__link').first();
  const hash = await link.locator('xpath=ancestor::li[1]').getAttribute('data-comment-hash');
  expect(await link.getAttribute('href')).toMatch(new RegExp(`^/tw/v2/comment/article/[A-Za-z0-9]+#c-${hash}$`));
  // Stay on the page long enough to read what was tracked.
  await page.evaluate(() => window.addEventListener('click', (e) => e.preventDefault()));
  await link.click();
  await module.locator('a.comment__article').first().click();
  const events = await page.evaluate(() => (window as unknown as { dataLayer: { event: string; id: string; type: string }[] }).dataLayer.filter((e) => e.type === 'trendingComment'));
  expect(events.map((e) => e.event)).toEqual(['entmt.clickbtn.comment', 'entmt.clickbtn.article']);
  expect(events[0]!.id).toBe(hash);

  // The comment is on its story's comment page.
  await page.goto((await link.getAttribute('href'))!);
  await expect(page.locator(`#c-${hash}`)).toBeVisible();

  // Axe on a comment page and in the comment sheet, both with comments.
  const serious = () => seriousViolations(page);
  const commented = tw.hashOf(portal.comments[0]!.article);
  await page.goto(`/tw/v2/comment/article/${commented}`);
  // A signed-out reader's thread is the server's until a tap (decision 0057); the sheet's below is hydrated.
  await expect(page.locator('[data-comment-thread]')).toBeVisible();
  await expect(page.locator('[data-comment-thread][data-hydrated="true"]')).toHaveCount(0);
  expect(await serious()).toEqual([]);
  await page.goto(`/tw/v2/article/${commented}`);
  await page.getByRole('link', { name: /^留言（\d+）$/ }).click();
  await expect(page.getByRole('dialog', { name: '留言' }).locator('[data-comment-thread][data-hydrated="true"] .comments-list')).toBeVisible();
  expect(await serious()).toEqual([]);

  // The comments link of another story (one without demo comments).
  const story = storyFor(test.info().project.name);
  const quietHash = tw.hashOf(story.slug);
  await page.goto(`/tw/v2/article/${quietHash}`);
  const open = page.getByRole('link', { name: /^留言（\d+）$/ });
  await expect(open).toHaveAttribute('href', `/tw/v2/comment/article/${quietHash}`);
  await open.click();
  const sheet = page.getByRole('dialog', { name: '留言' });
  await expect(sheet).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/article/${quietHash}$`));
  await expect(sheet.locator('[data-comment-thread][data-hydrated="true"]')).toBeVisible();
  await expect(sheet.getByRole('navigation', { name: '留言排序' })).toBeVisible();
  // Signed out: posting asks the reader to sign in (the login sheet replaces this one).
  await sheet.getByLabel('寫留言').fill('你好');
  await sheet.getByRole('button', { name: '送出' }).click();
  await expect(page.locator('[data-modal-sheet="login"]')).toBeVisible();
  await expect(sheet).toBeHidden();
});
