// The article call answers a story's people and related tags in its one round trip: the same as the
// people call and the shortcuts call answer for the story (docs/decisions/0023).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import type { ArticleResponse } from '#functions/webapi/schemas/content.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
});
afterAll(async () => {
  await platform?.dispose();
});

async function get<T>(path: string): Promise<T> {
  const res = await app.request(`http://portal.test/webapi${path}`, undefined, platform.env);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

it.each(['tw', 'th', 'ecjp'])('%s: every story answers the people and related tags the separate calls answer', async (country) => {
  const { results } = await platform.env.DB.prepare('SELECT hash FROM articles WHERE country = ?1 ORDER BY id').bind(country).all<{ hash: string }>();
  let withPeople = 0;
  let withChips = 0;
  for (const { hash } of results) {
    const article = await get<ArticleResponse>(`/article?country=${country}&hash=${hash}`);
    const people = await get<{ items: unknown[] }>(`/article/profiles?country=${country}&hash=${hash}`);
    const shortcuts = await get<{ items: unknown[] }>(`/tag/shortcuts?country=${country}&id=${hash}&sourceType=ARTICLE`);
    expect(article.people, hash).toEqual(people.items);
    expect(article.shortcuts, hash).toEqual(shortcuts.items);
    if (people.items.length) withPeople++;
    if (shortcuts.items.length) withChips++;
  }
  // The comparison covered stories that have people and chips, not only empty answers.
  expect(withPeople).toBeGreaterThan(0);
  expect(withChips).toBeGreaterThan(results.length / 2);
});
