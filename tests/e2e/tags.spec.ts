// Tags: an article's tags are links to tag pages; a tag page lists the tag's stories, filters by
// category, offers related tags as chips and can be followed (and unfollowed from what I follow).
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { seedMarket } from './seedData.ts';
import { follow, signInWithDevLogin, unfollowFromSubscribed } from './following.ts';
import { tagHash } from '#/domain/content/tagHash.ts';

const tw = seedMarket('tw');
const counts = new Map<string, number>();
for (const a of tw.articles) for (const t of a.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
/** A tag on several stories, and a story carrying it. */
const [TAG] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
const story = tw.articles.find((a) => a.tags.includes(TAG) && a.ageLimit === 0)!;
const tagged = tw.articles.filter((a) => a.tags.includes(TAG));

test('a reader goes from a story to its tag, filters by category and moves on to a related tag', async ({ page }) => {
  await page.goto(`/tw/v2/article/${tw.hashOf(story.slug)}`);
  const tags = page.getByRole('region', { name: '標籤' });
  await tags.getByRole('link', { name: TAG, exact: true }).click();
  await expect(page).toHaveURL(/\/tw\/v2\/tag\/[A-Za-z0-9_-]+\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: `#${TAG}` })).toBeVisible();
  const cards = page.locator('[data-entity-listing] > li');
  await expect(cards).toHaveCount(tagged.length);
  for (const a of tagged) await expect(page.locator(`[data-article-hash="${tw.hashOf(a.slug)}"]`)).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

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
});

test('an article shows related tags as chips under its own tags', async ({ page }) => {
  await page.goto(`/tw/v2/article/${tw.hashOf(story.slug)}`);
  const chips = page.locator('[data-tag-shortcuts] a');
  await expect(chips.first()).toBeVisible();
  const names = (await chips.allTextContents()).map((t) => t.replace(/^#/, ''));
  // Related tags are other stories' tags, not the story's own.
  expect(names.some((n) => story.tags.includes(n))).toBe(false);
  expect(names.every((n) => counts.has(n))).toBe(true);
});

test('a reader follows a tag and unfollows it from what they follow', async ({ page }, info) => {
  await signInWithDevLogin(page, '/tw/v2/tab', `tag-fan-${info.project.name}-${Date.now()}`, '標籤迷');
  await page.goto(`/tw/v2/article/${tw.hashOf(story.slug)}`);
  await page.getByRole('region', { name: '標籤' }).getByRole('link', { name: TAG, exact: true }).click();
  await follow(page.getByRole('button', { name: `追蹤#${TAG}` }));
  await page.goto('/tw/v2/subscription/subscribed');
  await expect(page.locator('[data-entity^="TAG:"] .entity-list__stories li')).toHaveCount(Math.min(3, tagged.length));
  await unfollowFromSubscribed(page, `TAG:${tagHash(TAG)}`, TAG);
});
