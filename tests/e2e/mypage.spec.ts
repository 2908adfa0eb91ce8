// My page and notifications for a signed-in reader: what they follow, react to and comment on
// comes back on my page, put in place from the reader's partial without React (no island's code is
// fetched before a tap) and without moving what is on screen; For You can be switched off and on (its switch hydrates on that tap);
// notifications show replies from other readers and new stories from what they follow, below the
// edition's latest. Which reader gets which part, and the partial's caching: tests/worker/readerParts.test.ts.
import { expect, test, type Page } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { seedMarket } from './seedData.ts';
import { describeShifts, layoutShifts, recordLayoutShifts, totalShift } from './layoutShift.ts';

const tw = seedMarket('tw');
const story = tw.articles.find((a) => a.publisherId === 'island-finance' && a.ageLimit === 0)!;

async function signIn(page: Page, userId: string, callback: string) {
  await page.goto(`/tw/v2/dev/login?callback=${encodeURIComponent(callback)}`);
  await page.getByLabel('使用者 ID').fill(userId);
  await page.getByLabel('顯示名稱').fill('財經讀者');
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(new RegExp(`${callback}$`));
  return page.evaluate(() => (JSON.parse(localStorage.getItem('portal.session')!) as { token: { token: string } }).token.token);
}

test('my page shows what the reader follows, reacted to and commented on, and For You can be switched off; a part the server cannot give shows its failure line', async ({ page }, info) => {
  const token = await signIn(page, `mine-${info.project.name}-${Date.now()}`, '/tw/v2/mypage');
  const headers = { 'X-Liff-Access-Token': token };
  const article = (await (await page.request.get(`/webapi/article?country=tw&hash=${tw.hashOf(story.slug)}`)).json()).data;
  expect((await page.request.post('/webapi/subscription/entity/subscribe?country=tw', { headers, data: { entityType: 'CP', entityId: 'tw-island-finance' } })).status()).toBe(201);
  expect((await page.request.post('/webapi/interaction/like/add', { headers, data: { country: 'tw', likeType: 1001, postId: String(article.id), postType: 'ARTICLE', reactionContentType: 'ARTICLE' } })).ok()).toBe(true);
  expect((await page.request.post('/webapi/comment/add', { headers, data: { country: 'tw', targetType: 'article', targetId: article.id, body: '財報數字比預期好，值得觀察。' } })).status()).toBe(201);

  // Every script the page fetches, to compare with the islands' code once the reader's part is in;
  // and what moves while the reader's parts arrive (their placeholders hold their space).
  await recordLayoutShifts(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/_astro/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  await page.reload();
  const activity = page.locator('[data-my-activity]');
  await expect(activity.locator('[data-my-follows]').getByRole('link', { name: '島嶼財經' })).toHaveAttribute('href', '/tw/v2/publisher/tw-island-finance');
  await expect(activity.locator('[data-my-reactions]').getByRole('link', { name: story.title })).toBeVisible();
  await expect(activity.locator('[data-my-reactions]')).toContainText('愛心');
  await expect(activity.locator('[data-my-comments]')).toContainText('財報數字比預期好，值得觀察。');
  await expect(page.locator('[data-display-name]')).toHaveText('已登入：財經讀者');
  const shifts = await layoutShifts(page);
  expect(totalShift(shifts), describeShifts(shifts)).toBeLessThanOrEqual(0.01);
  // No island's code, nor React's renderer, was fetched to read it (the frame's and the part's islands).
  const islandCode = await page.locator('astro-island').evaluateAll((islands) =>
    islands.flatMap((island) => ['component-url', 'renderer-url'].map((name) => new URL(island.getAttribute(name)!, location.href).pathname)),
  );
  expect(islandCode.length).toBeGreaterThan(2);
  expect(scripts.some((path) => path.includes('ReaderPart'))).toBe(true);
  expect(scripts.filter((path) => islandCode.includes(path))).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  // For You: on by default; switching it off is kept by the server. The tap hydrates the switch
  // and is replayed on it, so it is a click, not Playwright's check (which wants the state at once).
  const personalise = page.getByLabel('依我的興趣推薦新聞');
  await expect(personalise).toBeChecked();
  await expect(page.locator('[data-my-for-you] li').first()).toBeVisible();
  await personalise.click();
  await expect(personalise).not.toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: '已儲存。' })).toBeVisible();
  await expect(page.getByText('你已關閉個人化推薦，以下為最新新聞。')).toBeVisible();
  const setting = await (await page.request.get('/webapi/user/setting?country=tw', { headers })).json();
  expect(setting.result.personalizedContentOptOut).toBe(true);
  await page.reload();
  await expect(personalise).not.toBeChecked();

  // A part the server cannot give shows its failure line; the others are in place.
  await page.route('**/partial/me/account*', (route) => route.fulfill({ status: 503, body: '' }));
  await page.reload();
  const account = page.locator('[data-reader-part$="/partial/me/account"]');
  await expect(account).toHaveAttribute('data-reader-state', 'failed');
  await expect(account).toContainText('無法載入你的動態。');
  await expect(activity.locator('[data-my-follows]').getByRole('link', { name: '島嶼財經' })).toBeVisible();
});

test('notifications show replies from other readers and new stories from what the reader follows', async ({ page, request }, info) => {
  const userId = `noticed-${info.project.name}-${Date.now()}`;
  const token = await signIn(page, userId, '/tw/v2/notification');
  const headers = { 'X-Liff-Access-Token': token };
  const article = (await (await page.request.get(`/webapi/article?country=tw&hash=${tw.hashOf(story.slug)}`)).json()).data;
  await page.request.post('/webapi/subscription/entity/subscribe?country=tw', { headers, data: { entityType: 'CP', entityId: 'tw-island-finance' } });
  const mine = (await (await page.request.post('/webapi/comment/add', { headers, data: { country: 'tw', targetType: 'article', targetId: article.id, body: '請問外資動向如何？' } })).json()).comment;
  const { accessToken } = await (await request.post('/webapi/dev/login', { data: { userId: `${userId}-other`, displayName: '老股民' } })).json();
  const reply = await request.post('/webapi/comment/add', {
    headers: { 'X-Liff-Access-Token': accessToken },
    data: { country: 'tw', targetType: 'article', targetId: article.id, body: '外資連三天買超。', kind: 'REPLY', parentHash: mine.commentHash ?? mine.hash },
  });
  expect(reply.status()).toBe(201);

  await page.reload();
  const notices = page.locator('[data-my-notices]');
  await expect(notices.locator('[data-my-replies]')).toContainText('老股民 回覆：外資連三天買超。');
  await expect(notices.locator('[data-my-replies]')).toContainText('你的留言：請問外資動向如何？');
  const followed = notices.locator('[data-my-followed] li');
  await expect(followed.first()).toBeVisible();
  await expect(followed.first()).toContainText('島嶼財經');
  // The edition's latest come first.
  await expect(page.locator('[data-notifications] li')).toHaveCount(20);
  expect(await seriousViolations(page)).toEqual([]);
});
