// axe in every market (the phone project runs this file; one browser page per market with content of
// its own, and one for the variant editions, their pages one after another). What a market changes is its frame (title bar, namespace, share links, lang) and
// its content (language, script, lengths). So every edition gets an article page; every market with
// content of its own also gets its AMP article (badges included) and the portal where
// accessibility.spec.ts does not already check it; th (with tw elsewhere) its poll, quiz and comment
// pages, and th its drama and movie pages. Variant editions (ectw, spot,
// gcp ← tw; ecid ← id; ecth ← th) render their parent's content with the same templates, and their
// AMP pages carry no frame of their own, so those pages would repeat the parent's checks.
// Pages without market content: accessibilityPages.spec.ts.
import { expect, test, type Page } from './fixtures.ts';
import { COUNTRY_CODES, type CountryCode } from '#/markets.ts';
import { SEED_VARIANTS } from '../../scripts/seedSchema.ts';
import { openAmpPage, seriousViolations } from './axe.ts';
import { acceptAgreement, seedEdition } from './seedData.ts';

// axe walks every node of each page: tens of seconds in all on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });
/** Portals accessibility.spec.ts checks. */
const PORTALS_ELSEWHERE = new Set(['tw', 'hk', 'id', 'th']);
/** tw's article, poll, quiz and comment pages: axe runs in article, polls, quizzes and comments.spec.ts. */
const PAGES_ELSEWHERE = 'tw';
/**
 * The market whose poll, quiz and comment pages are checked here besides tw's: Thai, the script
 * least like the others. In hk, id and ecjp these templates differ from tw's and th's only in their
 * text; their language (the lang attribute, the title bar's labels) is checked on their article.
 */
const STORY_PAGES_ALSO = 'th';

/** The pages of edition `code` that axe checks. */
function pathsOf(code: CountryCode): string[] {
  const edition = seedEdition(code);
  const ownContent = !(code in SEED_VARIANTS);
  const story = edition.articles.find((a) => a.contentType === 'ALBUM') ?? edition.articles[0]!;
  const pages = code === PAGES_ELSEWHERE ? [] : [
    `/${code}/v2/article/${edition.hashOf(story.slug)}`,
    ...(code === STORY_PAGES_ALSO
      ? [
          `/${code}/v2/poll/${edition.portal.polls[0]!.urlPath}`,
          `/${code}/v2/quiz/${edition.quizHashOf(edition.quizzes[0]!.slug)}`,
          `/${code}/v2/comment/article/${edition.hashOf(edition.portal.comments[0]!.article)}`,
          // The drama pages: a drama, a curated list and a film type's chart (tabs, movement).
          `/${code}/v2/drama/${edition.portal.dramaChart.current[0]!}`,
          `/${code}/v2/drama/list/${code}-dramas-${edition.portal.dramaLists[0]!.slug}`,
          `/${code}/v2/drama/chart/trending/type/${edition.portal.dramas[0]!.filmType}`,
          // The movie pages: a movie's info and comments tabs (rating badge, cast, reactions), a tab page, the chart.
          `/${code}/v2/movie/${edition.portal.movieChart.current[0]!}/`,
          `/${code}/v2/movie/${edition.portal.movieChart.current[0]!}/comments`,
          `/${code}/v2/movie/comingsoon/${edition.portal.moviePage.urlPath}`,
          `/${code}/v2/movie/chart/trending`,
        ]
      : []),
    ...(ownContent && !PORTALS_ELSEWHERE.has(code) ? [`/${code}/v2/tab`] : []),
  ];
  return ownContent ? [...pages, `/${code}/v2/amp/article/${edition.hashOf(story.slug)}`] : pages;
}

/** axe on each path in turn, in one browser page; every path's findings in one answer. */
async function expectNoSeriousViolations(page: Page, paths: string[]): Promise<void> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    if (path.includes('/amp/')) {
      await openAmpPage(page, path);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('.article-badge').first()).toBeVisible();
    } else {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
    }
    found[path] = await seriousViolations(page);
  }
  expect(found).toEqual(Object.fromEntries(paths.map((p) => [p, []])));
}

const VARIANTS = COUNTRY_CODES.filter((code) => code in SEED_VARIANTS);

for (const code of COUNTRY_CODES.filter((c) => !VARIANTS.includes(c))) {
  test(`axe finds no serious or critical violations on the ${code} pages`, async ({ page, context, baseURL }) => {
    await acceptAgreement(context, baseURL);
    await expectNoSeriousViolations(page, pathsOf(code));
  });
}

test(`axe finds no serious or critical violations on the pages of the variant editions (${VARIANTS.join(', ')})`, async ({ page, context, baseURL }) => {
  await acceptAgreement(context, baseURL);
  await expectNoSeriousViolations(page, VARIANTS.flatMap(pathsOf));
});
