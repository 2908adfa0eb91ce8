// Profiles: neither the profile page nor the list page shifts while scrolled to its end (load-more
// included), and a reader goes from an article's "people in this story" row to a person's page,
// their stories with load-more, a related person and the list page: one test, the same pages for
// the same signed-out reader. One signed-in reader reacts to a profile, finds its comment page and
// follows the person; add-as-friend inside the messaging app; axe on both pages. Readers are signed
// in through the API (tests/e2e/signedIn.ts). 'No page' for an unknown profile, and where the
// add-friend button is rendered: tests/worker/profilePages.test.ts, tests/worker/addFriend.test.ts.
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { seedMarket } from './seedData.ts';
import { follow, unfollowFromSubscribed } from './following.ts';
import { signedIn } from './signedIn.ts';
import { describeShifts, layoutShifts, recordLayoutShifts, scrollToEnd, totalShift } from './layoutShift.ts';
import { loadSeedProfiles, profileHash } from '../../scripts/seedProfiles.ts';
import { ROOT } from '../../scripts/projectRoot.ts';

const tw = seedMarket('tw');
const people = loadSeedProfiles(ROOT, 'tw', new Set(tw.articles.map((a) => a.slug)));
/** The politician: more than one page of stories, and a messaging-app contact (ELECTION_PROFILE). */
const politician = people.find((p) => p.celebrityType === 'POLITICIAN')!;
const actor = people.find((p) => p.celebrityType === 'ACTOR')!;
const singer = people.find((p) => p.celebrityType === 'SINGER')!;
const hashOf = (slug: string) => profileHash('tw', slug);
const IN_APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Line/14.19.0';

test("the profile and list pages do not shift while scrolled to their end; a reader goes from a story's people to a profile, loads more of their stories and moves on to a related person; and the list page shows every story and the related people", async ({ page }) => {
  test.setTimeout(90_000);
  await recordLayoutShifts(page);
  // Each page scrolled to its end, first of all: the profile page loads into an empty cache, as a
  // new reader's would.
  for (const path of [`/tw/v2/profile/${hashOf(politician.slug)}`, `/tw/v2/profile/list/${hashOf(politician.slug)}`]) {
    expect((await page.goto(path))?.status()).toBe(200);
    const steps = await scrollToEnd(page);
    const shifts = await layoutShifts(page);
    expect(totalShift(shifts), `${path} after ${steps} steps:\n${describeShifts(shifts)}`).toBeLessThanOrEqual(0.01);
  }

  const story = tw.articles.find((a) => a.slug === politician.stories[0])!;
  await page.goto(`/tw/v2/article/${tw.hashOf(story.slug)}`);
  const row = page.getByRole('region', { name: '新聞中的人物' });
  await row.getByRole('link', { name: new RegExp(politician.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/tw/v2/profile/${hashOf(politician.slug)}$`));

  await expect(page.getByRole('heading', { level: 1, name: politician.name })).toBeVisible();
  await expect(page.getByRole('img', { name: `${politician.name}的照片` })).toBeVisible();
  await expect(page.locator('[data-occupation]')).toHaveText(politician.occupation);
  await expect(page.locator('[data-celebrity-type-label]')).toHaveText('政治人物');
  await expect(page.locator('[data-follow-slot]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The first 20 stories, then the rest as the reader nears the end.
  const stories = page.locator('section[aria-labelledby="profile-stories"] li[data-wrapped-id]');
  await expect(stories).toHaveCount(20);
  expect(politician.stories.length).toBeGreaterThan(20);
  await stories.last().scrollIntoViewIfNeeded();
  await expect(stories).toHaveCount(politician.stories.length);
  await expect(page.locator('[data-load-more]')).toHaveAttribute('data-status', 'complete');

  // Related people: the actor and the singer share a story, so the singer leads the actor's list.
  await page.goto(`/tw/v2/profile/${hashOf(actor.slug)}`);
  const related = page.getByRole('region', { name: '相關人物' });
  await related.locator(`[data-profile-link="${hashOf(singer.slug)}"]`).click();
  await expect(page.getByRole('heading', { level: 1, name: singer.name })).toBeVisible();
  await expect(page.locator('[data-celebrity-type-label]')).toHaveText('歌手');

  // The list page, from the politician's page as it first loads.
  await page.goto(`/tw/v2/profile/${hashOf(politician.slug)}`);
  await page.locator('[data-profile-list-link]').click();
  await expect(page).toHaveURL(new RegExp(`/tw/v2/profile/list/${hashOf(politician.slug)}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${politician.name}：所有新聞` })).toBeVisible();
  const items = page.locator('.profile-list__stories li');
  await expect(items).toHaveCount(politician.stories.length);
  for (const slug of politician.stories) await expect(page.locator(`[data-article-hash="${tw.hashOf(slug)}"]`)).toHaveCount(1);
  await expect(page.getByRole('region', { name: '相關人物' }).getByRole('link')).toHaveCount(people.length - 1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator('[data-profile-back]').click();
  await expect(page.getByRole('heading', { level: 1, name: politician.name })).toBeVisible();
});

test('a signed-in reader reacts to a profile (content type PROFILE), finds its comments, follows the person there and unfollows them from what they follow', async ({ page, context, request }, info) => {
  const token = await signedIn(context, `profile-reactor-${info.project.name}-${Date.now()}`, '粉絲');
  const person = info.project.name === 'mobile' ? actor : singer;
  const hash = hashOf(person.slug);
  await page.goto(`/tw/v2/profile/${hash}`);
  const bar = page.locator('[data-reactions]');
  await bar.scrollIntoViewIfNeeded();
  await expect(bar).toHaveAttribute('data-hydrated', 'true');
  await bar.getByRole('button', { name: '表達心情' }).click();
  await expect(bar.locator('[data-reaction-quick]')).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => {
      const res = await request.get(`/webapi/interaction/commentlike/list?country=tw&postType=PROFILE&postId=${hash}`, { headers: { 'X-Liff-Access-Token': token } });
      return ((await res.json()) as { likeViews: { likedType: number | null } }[])[0]!.likeViews.likedType;
    })
    .toBe(1003);

  // Comments: the comment page of the profile, which leads back to it.
  const comments = page.locator('a.comments-open');
  await expect(comments).toHaveAttribute('href', `/tw/v2/comment/profile/${hash}`);
  await page.goto(`/tw/v2/comment/profile/${hash}`);
  await page.getByRole('link', { name: `回到：${person.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();

  // Following the actor from their page, as it first loads, and unfollowing them from what I follow.
  await page.goto(`/tw/v2/profile/${hashOf(actor.slug)}`);
  await follow(page.getByRole('button', { name: `追蹤${actor.name}` }));
  await unfollowFromSubscribed(page, `PROFILE:${hashOf(actor.slug)}`, actor.name);
});

// The button only inside the app, and only for a contact type: tests/worker/addFriend.test.ts.
test('inside the messaging app a signed-in reader adds a politician as a friend', async ({ browser, request, baseURL }, info) => {
  const hash = hashOf(politician.slug);
  const context = await browser.newContext({ baseURL, userAgent: IN_APP_UA, viewport: { width: 390, height: 844 } });
  const token = await signedIn(context, `friend-${info.project.name}-${Date.now()}`, '好友');
  const app = await context.newPage();
  await app.goto(`/tw/v2/profile/${hash}`);
  const button = app.getByRole('button', { name: `將${politician.name}加入好友` });
  await expect(button).toHaveAttribute('data-friend-state', 'not-friend');
  await expect(button).toHaveAttribute('data-hydrated', 'true');
  await button.click();
  const added = app.locator(`[data-add-friend="ELECTION_PROFILE:${hash}"]`);
  await expect(added).toHaveAttribute('data-friend-state', 'friend');
  await expect(added).toBeDisabled();
  const status = await request.get(`/webapi/user/contacts/friendship/status?country=tw&type=ELECTION_PROFILE&ids=${hash}`, { headers: { 'X-Liff-Access-Token': token } });
  expect(((await status.json()) as { result: Record<string, boolean> }).result).toEqual({ [hash]: true });
  await context.close();
});
