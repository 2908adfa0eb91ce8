// The article call answers a story's people and related tags in its one round trip: the same as the
// people call and the shortcuts call answer for the story (docs/decisions/0023). Underneath, the one
// statement answering the page's row sets as JSON reads what the plain queries read, value for value.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import type { ArticleResponse } from '#functions/webapi/schemas/content.ts';
import { findArticleByHash, findArticleForPage, findRelatedArticles } from '#functions/db/articles.ts';
import { countVisibleComments } from '#functions/db/comments.ts';
import { articleProfilesStatement } from '#functions/db/profiles.ts';
import { findShortcutCandidates, findArticleTagsByHash } from '#functions/db/tags.ts';
import { mapConcurrently } from '../helpers/mapConcurrently.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
});
afterAll(async () => {
  await platform?.dispose();
});

/**
 * Stories that stand for all of a market's: the first four of each content type (the shapes the
 * one statement must read alike), not all 240-odd — the same rows read the same way, a tenth of the calls.
 */
async function storiesOfEveryKind(country: string): Promise<{ hash: string }[]> {
  const { results } = await platform.env.DB.prepare(
    `SELECT hash FROM (SELECT hash, id, ROW_NUMBER() OVER (PARTITION BY content_type ORDER BY id) AS n FROM articles WHERE country = ?1)
     WHERE n <= 4 ORDER BY id`,
  )
    .bind(country)
    .all<{ hash: string }>();
  return results;
}

async function get<T>(path: string): Promise<T> {
  const res = await app.request(`http://portal.test/webapi${path}`, undefined, platform.env);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

it.each(['tw', 'th', 'ecjp'])('%s: stories of every kind answer the people and related tags the separate calls answer', async (country) => {
  const results = await storiesOfEveryKind(country);
  let withPeople = 0;
  let withChips = 0;
  await mapConcurrently(results, 8, async ({ hash }) => {
    const article = await get<ArticleResponse>(`/article?country=${country}&hash=${hash}`);
    const people = await get<{ items: unknown[] }>(`/article/profiles?country=${country}&hash=${hash}`);
    const shortcuts = await get<{ items: unknown[] }>(`/tag/shortcuts?country=${country}&id=${hash}&sourceType=ARTICLE`);
    expect(article.people, hash).toEqual(people.items);
    expect(article.shortcuts, hash).toEqual(shortcuts.items);
    if (people.items.length) withPeople++;
    if (shortcuts.items.length) withChips++;
  });
  // The comparison covered stories that have people and chips, not only empty answers.
  expect(withPeople).toBeGreaterThan(0);
  expect(withChips).toBeGreaterThan(results.length / 2);
});

it.each(['tw', 'id'])('%s: the page statement reads what the plain queries read, for stories of every kind and an unknown one', async (country) => {
  const db = platform.env.DB;
  const results = await storiesOfEveryKind(country);
  const weights = { article: 1, video: 2 };
  let withRelated = 0;
  let withComments = 0;
  await mapConcurrently(results, 8, async ({ hash }) => {
    const page = await findArticleForPage(db, country, hash, 6, weights);
    const article = await findArticleByHash(db, country, hash);
    expect(page.article, hash).toEqual(article);
    const related = await findRelatedArticles(db, article!, country, 6);
    expect(page.related, hash).toEqual(related);
    const count = await countVisibleComments(db, { targetType: 'article', targetId: String(article!.id) });
    expect(page.commentCount, hash).toBe(count);
    const { results: people } = await articleProfilesStatement(db, country, hash).all();
    expect(page.people, hash).toEqual(people);
    const tags = (await findArticleTagsByHash(db, country, hash))!;
    const byTags = await findShortcutCandidates(db, country, tags, weights);
    const order = (c: { tag: string }[]) => [...c].sort((a, b) => (a.tag < b.tag ? -1 : 1));
    expect(page.shortcuts.sourceWeight, hash).toBe(tags.length ? byTags.sourceWeight : 0);
    expect(order(page.shortcuts.candidates), hash).toEqual(order(byTags.candidates));
    if (related.length) withRelated++;
    if (count) withComments++;
  });
  // The comparison covered stories with related stories, not only empty answers.
  expect(withRelated).toBeGreaterThan(results.length / 4);
  if (country === 'tw') expect(withComments).toBeGreaterThan(0);
  const unknown = await findArticleForPage(db, country, 'nosuchstory', 6, weights);
  expect(unknown).toEqual({ article: null, related: [], commentCount: 0, people: [], shortcuts: { sourceWeight: 0, candidates: [] } });
});
