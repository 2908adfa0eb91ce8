// Trailer, external and poll stories in Chromium (docs/decisions/0036): a reader plays a trailer,
// follows an external story to its publisher (a new tab in a browser, the same view inside the
// messaging app, after the link-rewriting call), and votes in a poll story, signed in through the API
// (tests/e2e/signedIn.ts). The publisher's site is a third party: a test double answers for it.
import { expect, test, type Page } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { signedIn } from './signedIn.ts';
import { seedEdition } from './seedData.ts';
import { afterPreroll } from './preroll.ts';
import { blockAds } from './adBlocker.ts';

// tw: the market whose pictures and streams the test server holds (playwright.config.ts).
const tw = seedEdition('tw');
const one = (type: string) => tw.articles.find((a) => a.contentType === type)!;
const trailer = one('TRAILER');
const external = one('EXTERNAL');
const pollStory = one('POLL');
const poll = tw.portal.polls.find((p) => p.urlPath === pollStory.poll)!;
const publisherName = tw.publishers.find((p) => p.id === external.publisherId)!.name;
const MESSAGING_APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Line/14.19.0';

/** The publisher's site, answered by a test double: a page with the story's title. */
async function publisherSite(page: Page) {
  await page.context().route(`${new URL(external.externalUrl!).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: `<!doctype html><title>${external.title}</title><h1>${external.title}</h1>` }),
  );
}

test('a reader plays a trailer under its trailer label', async ({ page }) => {
  await blockAds(page.context());
  await page.goto(`/tw/v2/article/${tw.hashOf(trailer.slug)}`);
  await expect(page.locator('[data-badge-kind="type"]')).toHaveText('預告片');
  await page.locator('[data-video-play]').click();
  await afterPreroll(page);
  const video = page.locator('.video-player video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3);
  expect(await seriousViolations(page)).toEqual([]);
});

test("in a browser an external story's link opens the publisher's page in a new tab; the story stays", async ({ page }) => {
  await publisherSite(page);
  const story = `/tw/v2/article/${tw.hashOf(external.slug)}`;
  await page.goto(story);
  const link = page.getByRole('link', { name: `到${publisherName}閱讀全文` });
  await expect(link).toHaveAttribute('target', '_blank');
  expect(await seriousViolations(page)).toEqual([]);
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(tab).toHaveURL(external.externalUrl!);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(external.title);
  await expect(page).toHaveURL(new RegExp(`${story}$`));
});

test.describe('inside the messaging app', () => {
  test.use({ userAgent: MESSAGING_APP_UA });

  test("an external story's link opens the publisher's page in the same view, marked as coming from the portal", async ({ page }) => {
    await publisherSite(page);
    await page.goto(`/tw/v2/article/${tw.hashOf(external.slug)}`);
    const link = page.getByRole('link', { name: `到${publisherName}閱讀全文` });
    await expect(link).toHaveAttribute('data-open', 'external');
    await expect(link).not.toHaveAttribute('target', /.*/);
    await expect(page.locator('html')).toHaveAttribute('data-in-app-links', 'started');
    await link.click();
    await expect(page).toHaveURL(`${external.externalUrl}?utm_source=portal_tw&utm_medium=referral`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(external.title);
    // No tab was opened beside it.
    expect(page.context().pages()).toEqual([page]);
  });
});

test('a signed-in reader votes in a poll story and sees the results there', async ({ page, context }) => {
  await signedIn(context, `poll-story-${test.info().project.name}-${Date.now()}`, '讀者');
  await page.goto(`/tw/v2/article/${tw.hashOf(pollStory.slug)}`);
  const section = page.locator('.article__poll');
  await expect(section).toContainText(poll.question);
  await section.scrollIntoViewIfNeeded();
  const choice = poll.options[0]!;
  await section.getByLabel(choice).check();
  await section.getByRole('button', { name: '投票', exact: true }).click();
  const results = section.getByRole('list', { name: '結果' });
  await expect(results).toBeVisible();
  await expect(results.locator('.is-mine .poll-results__text')).toHaveText([new RegExp(choice)]);
  expect(await seriousViolations(page)).toEqual([]);
});
