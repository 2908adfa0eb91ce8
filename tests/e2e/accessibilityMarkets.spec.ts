// axe in every market (the phone project runs this file; one browser page per market, its pages one
// after another). What a market changes is its frame (title bar, namespace, share links, lang) and
// its content (language, script, lengths). So every edition gets an article and its AMP page (badges
// included); every market with content of its own also gets its poll, quiz and comment pages, and
// the portal where accessibility.spec.ts does not already check it on both screens. Variant editions
// (ectw, spot, gcp ← tw; ecid ← id; ecth ← th) render their parent's content with the same
// templates, so their poll, quiz, comment and portal pages would repeat the parent's checks.
// Pages without market content: accessibilityPages.spec.ts.
import { expect, test } from './fixtures.ts';
import { COUNTRY_CODES } from '#/markets.ts';
import { SEED_VARIANTS } from '../../scripts/seedSchema.ts';
import { openAmpPage, seriousViolations } from './axe.ts';
import { acceptAgreement, seedEdition } from './seedData.ts';

// axe walks every node of each page: tens of seconds in all on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });
/** Portals accessibility.spec.ts checks on a phone and a desktop screen. */
const PORTALS_ELSEWHERE = new Set(['tw', 'hk', 'id', 'th']);
/** tw's article, poll, quiz and comment pages: axe runs in article, polls, quizzes and comments.spec.ts. */
const PAGES_ELSEWHERE = 'tw';

for (const code of COUNTRY_CODES) {
  test(`axe finds no serious or critical violations on the ${code} pages`, async ({ page, context, baseURL }) => {
    await acceptAgreement(context, baseURL);
    const edition = seedEdition(code);
    const ownContent = !(code in SEED_VARIANTS);
    const story = edition.articles.find((a) => a.contentType === 'ALBUM') ?? edition.articles[0]!;
    const paths = code === PAGES_ELSEWHERE ? [] : [
      `/${code}/v2/article/${edition.hashOf(story.slug)}`,
      ...(ownContent
        ? [
            `/${code}/v2/poll/${edition.portal.polls[0]!.urlPath}`,
            `/${code}/v2/quiz/${edition.quizHashOf(edition.quizzes[0]!.slug)}`,
            `/${code}/v2/comment/article/${edition.hashOf(edition.portal.comments[0]!.article)}`,
            ...(PORTALS_ELSEWHERE.has(code) ? [] : [`/${code}/v2/tab`]),
          ]
        : []),
    ];
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      found[path] = await seriousViolations(page);
    }
    const amp = `/${code}/v2/amp/article/${edition.hashOf(story.slug)}`;
    await openAmpPage(page, amp);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('.article-badge').first()).toBeVisible();
    found[amp] = await seriousViolations(page);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((p) => [p, []])));
  });
}
