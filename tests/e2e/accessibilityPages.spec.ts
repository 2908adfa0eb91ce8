// axe on a phone (the phone project runs this file): the country selector, the Thai agreement, an
// error screen (a route without its feature yet shows the same one), and tw's reader, service (the
// terms; the privacy page is the same template) and following pages, a quiz result, a poll
// option's share page, the poll and quiz embeds, entertainment search, candidate search and a
// candidate's policies; and a portal and an article in the dark theme.
// Pages with a market's content, in every market: accessibilityMarkets.spec.ts.
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { acceptAgreement, seedEdition } from './seedData.ts';
import { quizResultHash } from '../../scripts/seedQuizzes.ts';
import { candidateHash } from '../../scripts/seedElections.ts';

const tw = seedEdition('tw');
const quiz = tw.quizzes[1]!;
test.describe.configure({ timeout: 90_000 });

const PATHS = [
  '/',
  '/th/v2/agreement',
  '/tw/v2/error/login',
  '/tw/v2/fontsize',
  '/tw/v2/mypage',
  '/tw/v2/mypage/notice',
  '/tw/v2/notification',
  '/tw/v2/service/terms',
  '/tw/v2/subscription/search',
  '/tw/v2/subscription/subscribed',
  `/tw/v2/quiz/${tw.quizHashOf(quiz.slug)}/result/${quizResultHash(quiz.slug, quiz.results[0]!.key)}`,
  `/tw/v2/poll/${tw.portal.polls[0]!.urlPath}/option/1`,
  `/tw/v2/embed/poll/${tw.portal.polls[0]!.urlPath}`,
  `/tw/v2/embed/quiz/${tw.quizHashOf(quiz.slug)}`,
  `/tw/v2/ent/search?${new URLSearchParams({ query: '劇' })}`,
  '/tw/v2/election/profile/search',
  `/tw/v2/election/profile/${candidateHash('tw', 'wu-pei-shan')}/policies`,
  '/tw/v2/election/results?electionId=tw-2022-taipei',
  '/id/v2/election/results',
];

// One browser page per half of the list (the halves run side by side), the paths one after
// another; every path's findings in one answer.
const HALVES = [PATHS.slice(0, Math.ceil(PATHS.length / 2)), PATHS.slice(Math.ceil(PATHS.length / 2))];
for (const [half, paths] of HALVES.entries()) {
  test(`axe finds no serious or critical violations on the pages without market content (${half + 1} of 2)`, async ({ page, context, baseURL }) => {
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      if (path.includes('agreement')) await context.clearCookies();
      else await acceptAgreement(context, baseURL);
      await page.goto(path);
      found[path] = await seriousViolations(page);
    }
    expect(found).toEqual(Object.fromEntries(paths.map((p) => [p, []])));
  });
}

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });
  test('axe finds no serious or critical violations on a portal and an article', async ({ page }) => {
    const found: Record<string, string[]> = {};
    for (const path of ['/tw/v2/tab', `/tw/v2/article/${tw.hashOf(tw.articles.find((a) => a.contentType === 'ALBUM')!.slug)}`]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
      found[path] = await seriousViolations(page);
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((p) => [p, []])));
  });
});
