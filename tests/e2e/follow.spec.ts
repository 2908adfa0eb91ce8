// Following a publisher: from an article's publisher line to the publisher page, follow (signed
// out → the login sheet), see it on the what-I-follow page with its stories, unfollow there; find a
// publisher by name and follows it; axe on the publisher page and both subscription pages; nothing
// jumps while the reader's follow state and lists load (measured in the follow-and-unfollow test,
// between following and unfollowing: the same pages, the same reader). Readers are signed in through
// the API (tests/e2e/signedIn.ts): the sign-in form is account.spec.ts's.
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { seedMarket } from './seedData.ts';
import { follow as followButton, unfollowFromSubscribed } from './following.ts';
import { signedIn } from './signedIn.ts';
import { describeShifts, layoutShifts, recordLayoutShifts, totalShift } from './layoutShift.ts';

const tw = seedMarket('tw');
const article = tw.articles.find((a) => a.publisherId === 'tw-morning-post' && a.ageLimit === 0)!;
const paper = tw.publishers.find((p) => p.id === 'tw-morning-post')!;
const finance = tw.publishers.find((p) => p.id === 'island-finance')!;

const NAME = '追新聞的人';

test('a reader follows a publisher from its page (signed out: the login sheet), finds it among what they follow, and unfollows it there; nothing jumps while the follow state and their own lists load', async ({ page, context }, info) => {
  await recordLayoutShifts(page);
  await page.goto(`/tw/v2/article/${tw.hashOf(article.slug)}`);
  await page.locator('[data-publisher-link]').click();
  await expect(page).toHaveURL(/\/tw\/v2\/publisher\/tw-morning-post$/);
  await expect(page.getByRole('heading', { level: 1, name: paper.name })).toBeVisible();
  await expect(page.getByText(paper.description)).toBeVisible();
  const stories = page.locator('[data-entity-listing] > li');
  await expect(stories).toHaveCount(tw.articles.filter((a) => a.publisherId === 'tw-morning-post').length);
  await expect(page.getByRole('navigation', { name: '這家媒體的新聞' }).getByRole('link', { name: '熱門' })).toHaveAttribute('href', '/tw/v2/publisher/tw-morning-post/popular');
  expect(await seriousViolations(page)).toEqual([]);

  // Signed out: the server's button, not hydrated until the tap (decision 0057), which asks the reader to sign in.
  const follow = page.getByRole('button', { name: `追蹤${paper.name}` });
  await expect(follow).toHaveAttribute('data-follow-state', 'idle');
  await follow.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: '登入' })).toBeVisible();

  await signedIn(context, `follower-${info.project.name}-${Date.now()}`, NAME);
  await page.reload();
  await followButton(follow);

  // Nothing jumps while the follow state and the reader's own lists load.
  const shiftsOf = async (path: string, loaded: () => Promise<void>) => {
    await page.goto(path);
    await loaded();
    const shifts = await layoutShifts(page);
    expect(totalShift(shifts), `${path}:\n${describeShifts(shifts)}`).toBeLessThanOrEqual(0.01);
  };
  await shiftsOf('/tw/v2/publisher/tw-morning-post', () => expect(follow).toHaveAttribute('data-follow-state', 'following'));
  await shiftsOf('/tw/v2/subscription/subscribed', () => expect(page.locator('[data-entity="CP:tw-morning-post"]').getByRole('button')).toHaveAttribute('data-follow-state', 'following'));
  await shiftsOf(`/tw/v2/subscription/search?query=${encodeURIComponent('財經')}`, () =>
    expect(page.getByRole('region', { name: '「財經」的搜尋結果' }).locator(`[data-entity="CP:tw-${finance.id}"]`).getByRole('button')).toHaveAttribute('data-follow-state', 'not-following'),
  );

  await page.goto('/tw/v2/subscription/subscribed');
  const row = page.locator('[data-entity="CP:tw-morning-post"]');
  await expect(row.getByRole('heading', { name: paper.name })).toBeVisible();
  const newest = [...tw.articles].filter((a) => a.publisherId === 'tw-morning-post').sort((a, b) => a.hoursAgo - b.hoursAgo)[0]!;
  await expect(row.getByRole('link', { name: newest.title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await unfollowFromSubscribed(page, 'CP:tw-morning-post', paper.name);
});

test('a reader finds a publisher by name and follows it; signed-out readers are asked to sign in', async ({ page, context }, info) => {
  await page.goto('/tw/v2/subscription/search');
  await expect(page.getByText('登入後即可追蹤媒體、人物與標籤。')).toBeVisible();

  await signedIn(context, `finder-${info.project.name}-${Date.now()}`, NAME);
  await page.reload();
  await page.getByLabel('媒體、人物或標籤').fill('財經');
  await page.getByRole('button', { name: '搜尋' }).click();
  await expect(page).toHaveURL(/\/tw\/v2\/subscription\/search\?query=/);
  const results = page.getByRole('region', { name: '「財經」的搜尋結果' });
  const row = results.locator(`[data-entity="CP:tw-${finance.id}"]`);
  await expect(row.getByRole('heading', { name: finance.name })).toBeVisible();
  await expect(page.getByRole('region', { name: '推薦追蹤' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await followButton(row.getByRole('button', { name: `追蹤${finance.name}` }));
  await page.goto('/tw/v2/subscription/subscribed');
  await expect(page.locator(`[data-entity="CP:tw-${finance.id}"]`).getByRole('heading', { name: finance.name })).toBeVisible();
});

test("the portal's subscribed-entity module shows a signed-in reader what they follow", async ({ page, context }, info) => {
  await signedIn(context, `module-${info.project.name}-${Date.now()}`, NAME);
  await page.goto('/tw/v2/tab');
  const module = page.locator('[data-subscribed-entities]');
  await module.scrollIntoViewIfNeeded();
  await expect(module).toHaveAttribute('data-subscribed-entities', 'suggested');
  // A suggestion leads to the publisher's page, where the reader follows it.
  await module.getByRole('link', { name: finance.name }).click();
  await expect(page).toHaveURL(new RegExp(`/tw/v2/publisher/tw-${finance.id}$`));
  const follow = page.getByRole('button', { name: `追蹤${finance.name}` });
  await expect(follow).toHaveAttribute('data-follow-state', 'not-following');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(follow).toHaveAttribute('aria-busy', 'false');
  await page.goto('/tw/v2/tab');
  await module.scrollIntoViewIfNeeded();
  await expect(module).toHaveAttribute('data-subscribed-entities', 'mine');
  await expect(module.locator('li')).toHaveCount(1);
  await expect(module.getByRole('link', { name: finance.name })).toBeVisible();
});

// The button only inside the app: tests/worker/addFriend.test.ts.
test('inside the messaging app a signed-in reader adds a publisher as a friend (contact type CP)', async ({ browser, request, baseURL }, info) => {
  const cpId = 'tw-morning-post';
  const context = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Line/14.19.0', viewport: { width: 390, height: 844 } });
  const token = await signedIn(context, `cp-friend-${info.project.name}-${Date.now()}`, '讀者');
  const app = await context.newPage();
  await app.goto(`/tw/v2/publisher/${cpId}`);
  const button = app.getByRole('button', { name: `將${paper.name}加入好友` });
  await expect(button).toHaveAttribute('data-hydrated', 'true');
  await expect(button).toHaveAttribute('data-friend-state', 'not-friend');
  await button.click();
  await expect(app.locator(`[data-add-friend="CP:${cpId}"]`)).toHaveAttribute('data-friend-state', 'friend');
  const status = await request.get(`/webapi/user/contacts/friendship/status?country=tw&type=CP&ids=${cpId}`, { headers: { 'X-Liff-Access-Token': token } });
  expect(((await status.json()) as { result: Record<string, boolean> }).result).toEqual({ [cpId]: true });
  await context.close();
});
