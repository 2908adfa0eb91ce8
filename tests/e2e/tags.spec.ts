// Tags: an article's tags are links to tag pages; a tag page lists the tag's stories (20, then
// load-more without layout shift), filters by category, offers related tags and can be followed
// (and unfollowed from what I follow): the way from the story to the tag page, signed out and then
// signed in (through the API, tests/e2e/signedIn.ts), is one test. An unknown tag or category is
// 'no page', and the AMP article's tag links: tests/worker/tagLinks.test.ts; the article's
// related-tag chips: tests/worker/tagLinks.test.ts.
import { ANY_SCREEN, expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { describeShifts, layoutShifts, recordLayoutShifts, scrollToEnd, totalShift } from './layoutShift.ts';
import { seedMarket } from './seedData.ts';
import { follow, unfollowFromSubscribed } from './following.ts';
import { signedIn } from './signedIn.ts';
import { tagHash } from '#/domain/content/tagHash.ts';
import { mostUsedTag, tagCounts } from '../../scripts/seedTags.ts';

const tw = seedMarket('tw');
/** A tag on several stories, and a story carrying it. */
const [TAG] = mostUsedTag(tagCounts(tw.articles));
const story = tw.articles.find((a) => a.tags.includes(TAG) && a.ageLimit === 0)!;
const tagged = tw.articles.filter((a) => a.tags.includes(TAG));

test('a reader goes from a story to its tag, filters by category and moves on to a related tag; signed in, they follow the tag and unfollow it from what they follow', ANY_SCREEN, async ({ page, context }, info) => {
  await page.goto(`/tw/v2/article/${tw.hashOf(story.slug)}`);
  const tags = page.getByRole('region', { name: '標籤' });
  await tags.getByRole('link', { name: TAG, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tw/v2/tag/${tagHash(TAG)}/all$`));
  await expect(page.getByRole('heading', { level: 1, name: `#${TAG}` })).toBeVisible();
  await expect(page.locator('[data-follow-slot]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The newest 20 stories carrying the tag, then the rest as the reader nears the end.
  expect(tagged.length).toBeGreaterThan(20);
  const cards = page.locator('[data-tag-page] li[data-wrapped-id]');
  await expect(cards).toHaveCount(20);
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(tagged.length);
  await expect(page.locator('[data-load-more]')).toHaveAttribute('data-status', 'complete');
  for (const a of tagged) await expect(page.locator(`[data-tag-page] [data-article-hash="${tw.hashOf(a.slug)}"]`)).toHaveCount(1);

  // A category narrows the list to the stories of that category.
  const categories = page.getByRole('navigation', { name: '分類' });
  const category = tw.articles.find((a) => a.slug === story.slug)!.category;
  await categories.getByRole('link', { name: new RegExp(`^${category}`) }).click();
  await expect(page).toHaveURL(/\/tw\/v2\/tag\/[A-Za-z0-9_-]+\/\d+$/);
  await expect(cards).toHaveCount(tagged.filter((a) => a.category === category).length);
  await expect(categories.getByRole('link', { name: new RegExp(`^${category}`) })).toHaveAttribute('aria-current', 'page');

  // Related tags lead to another tag's page.
  const related = page.getByRole('navigation', { name: '相關標籤' }).getByRole('link').first();
  const name = (await related.textContent())!.replace(/^#/, '');
  await related.click();
  await expect(page.getByRole('heading', { level: 1, name: `#${name}` })).toBeVisible();

  // Signed in, from the story again.
  await signedIn(context, `tag-fan-${info.project.name}-${Date.now()}`, '標籤迷');
  await page.goto(`/tw/v2/article/${tw.hashOf(story.slug)}`);
  await page.getByRole('region', { name: '標籤' }).getByRole('link', { name: TAG, exact: true }).click();
  await follow(page.getByRole('button', { name: `追蹤#${TAG}` }));
  await page.goto('/tw/v2/subscription/subscribed');
  await expect(page.locator('[data-entity^="TAG:"] .entity-list__stories li')).toHaveCount(Math.min(3, tagged.length));
  await unfollowFromSubscribed(page, `TAG:${tagHash(TAG)}`, TAG);
});

test("a tag page does not shift while scrolled to its end, load-more included", async ({ page }) => {
  await recordLayoutShifts(page);
  expect((await page.goto(`/tw/v2/tag/${tagHash(TAG)}/all`))?.status()).toBe(200);
  const steps = await scrollToEnd(page);
  await expect(page.locator('[data-tag-page] li[data-wrapped-id]')).toHaveCount(tagged.length);
  // The listing is exhausted and says so: the end of a load-more list, for every listing of its kind.
  await expect(page.locator('[data-load-more]')).toHaveAttribute('data-status', 'complete');
  await expect(page.locator('.load-more__end')).toBeVisible();
  const shifts = await layoutShifts(page);
  expect(totalShift(shifts), `after ${steps} steps:\n${describeShifts(shifts)}`).toBeLessThanOrEqual(0.01);
});
