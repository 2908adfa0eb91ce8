// Reacting to an article: a signed-in reader (signed in through the API, tests/e2e/signedIn.ts)
// reacts, changes the type (pointer and keyboard) and removes it, and the counts follow; a signed-out
// reader's bar stays the server's link until a tap, which opens the login sheet, and then a long
// press opens the panel. Without JavaScript the bar is a link to sign in: tests/worker/reactionBar.test.ts.
import { seriousViolations } from './axe.ts';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { seedMarket } from './seedData.ts';
import { signedIn } from './signedIn.ts';

const tw = seedMarket('tw');
const general = tw.articles.filter((a) => a.contentType === 'GENERAL' && a.ageLimit === 0);
/** Each project reacts on its own article, so parallel runs do not move each other's counts. */
const articleFor = (project: string, offset = 0) => general[(project === 'mobile' ? 0 : 2) + offset]!;

type LikeViews = { count: number; liked: boolean; likedType: number | null; typeCounters: Record<string, number> };

async function summary(request: APIRequestContext, postId: string, token?: string): Promise<LikeViews> {
  const res = await request.get(`/webapi/interaction/commentlike/list?country=tw&postType=ARTICLE&postId=${postId}`, {
    headers: token ? { 'X-Liff-Access-Token': token } : {},
  });
  return ((await res.json()) as { likeViews: LikeViews }[])[0]!.likeViews;
}

/** Opens the article with the bar mounted (a signed-in reader's bar hydrates on screen); returns its post id. */
async function openArticle(page: Page, slug: string): Promise<string> {
  await page.goto(`/tw/v2/article/${tw.hashOf(slug)}`);
  const postId = (await page.locator('article').getAttribute('data-article-id'))!;
  await page.locator('[data-reactions]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-reactions]')).toHaveAttribute('data-hydrated', 'true');
  return postId;
}

test('a signed-in reader reacts, changes the type and removes it, and the counts follow', async ({ page, context, request }, info) => {
  const token = await signedIn(context, `reactor-${info.project.name}-${Date.now()}`, '按讚的人');

  const article = articleFor(info.project.name);
  const postId = await openArticle(page, article.slug);
  const start = await summary(request, postId);
  const bar = page.locator('[data-reactions]');
  const total = bar.locator('[data-reaction-total]');
  const typeCount = (name: string) => bar.locator(`[data-reaction-count="${name}"] .visually-hidden`);
  await expect(total).toHaveText(`心情：${start.count}`);

  // Quick tap: the default type, like.
  await bar.getByRole('button', { name: '表達心情' }).click();
  const quick = bar.locator('[data-reaction-quick]');
  await expect(quick).toHaveAttribute('aria-pressed', 'true');
  await expect(quick).toHaveAccessibleName('你的心情：讚。點一下取消');
  await expect(total).toHaveText(`心情：${start.count + 1}`);
  await expect(typeCount('like')).toHaveText(`讚：${(start.typeCounters['1003'] ?? 0) + 1}`);
  await expect.poll(async () => (await summary(request, postId, token)).likedType).toBe(1003);

  // The panel: its own button, then a type; the total stays, one count moves.
  const toggle = bar.getByRole('button', { name: '選擇心情' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = bar.getByRole('group', { name: '選擇心情' });
  await expect(panel).toBeVisible();
  expect(await seriousViolations(page, '[data-reactions]')).toEqual([]);
  await panel.getByRole('button', { name: '愛心' }).click();
  await expect(panel).toBeHidden();
  await expect(quick).toHaveAccessibleName('你的心情：愛心。點一下取消');
  await expect(total).toHaveText(`心情：${start.count + 1}`);
  await expect(typeCount('love')).toHaveText(`愛心：${(start.typeCounters['1001'] ?? 0) + 1}`);
  if (!start.typeCounters['1003']) await expect(typeCount('like')).toHaveCount(0);
  await expect.poll(async () => (await summary(request, postId, token)).likedType).toBe(1001);

  // By keyboard: the panel opens on the reader's type; arrows move, Enter chooses, Escape closes.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: '愛心' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('button', { name: '好好笑' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(quick).toHaveAccessibleName('你的心情：好好笑。點一下取消');
  // The panel shows the choice for 1300 ms, then closes (content-spec §9 reaction constant).
  await expect(panel).toBeHidden();
  await expect.poll(async () => (await summary(request, postId, token)).likedType).toBe(1002);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();

  // The quick tap removes it.
  await quick.click();
  await expect(quick).toHaveAttribute('aria-pressed', 'false');
  await expect(total).toHaveText(`心情：${start.count}`);
  await expect.poll(async () => summary(request, postId, token)).toMatchObject({ liked: false, count: start.count });

  // The reaction (or its absence) is what a reload shows.
  await quick.click();
  await expect.poll(async () => (await summary(request, postId, token)).likedType).toBe(1003);
  await openArticle(page, article.slug);
  await expect(bar.locator('[data-reaction-quick]')).toHaveAccessibleName('你的心情：讚。點一下取消');
  await expect(total).toHaveText(`心情：${start.count + 1}`);
});

test('a signed-out reader’s bar wakes on the tap: the login sheet, then a long press on the reaction button opens the panel', async ({ page }, info) => {
  const article = articleFor(info.project.name, 1);
  await page.goto(`/tw/v2/article/${tw.hashOf(article.slug)}`);
  const bar = page.locator('[data-reactions]');
  await bar.scrollIntoViewIfNeeded();
  // On screen and not hydrated: no React for a reader who only reads (decision 0057).
  const placeholder = bar.getByRole('link', { name: '登入後表達心情' });
  await expect(placeholder).toBeVisible();
  await expect(bar).not.toHaveAttribute('data-hydrated', 'true');

  // The tap wakes the bar and is answered with the login sheet, not lost.
  await placeholder.click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  const signIn = sheet.getByRole('link', { name: '登入' });
  await expect(signIn).toHaveAttribute('href', `/tw/v2/login?callback=${encodeURIComponent(`/tw/v2/article/${tw.hashOf(article.slug)}`)}`);
  await expect(bar).toHaveAttribute('data-hydrated', 'true');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  const quick = page.locator('[data-reaction-quick]');
  await quick.hover();
  await page.mouse.down();
  await expect(page.getByRole('group', { name: '選擇心情' })).toBeVisible();
  await page.mouse.up();
  // The press that opened the panel is not also a quick tap.
  await expect(quick).toHaveAttribute('aria-pressed', 'false');
});
