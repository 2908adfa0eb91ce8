// An article's related tags as the server renders them: chips (links) under its own tags, naming
// tags of other stories of the market, never the story's own. (Following a tag, its page's
// load-more and layout: tests/e2e/tags.spec.ts.)
import { expect, it } from 'vitest';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { AGREED, workerPage } from '../helpers/workerPage.ts';

const tw = loadSeedMarket(ROOT, 'tw');
const counts = new Map<string, number>();
for (const a of tw.articles) for (const t of a.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
/** The tag on most stories (as tests/e2e/tags.spec.ts picks it), and a story carrying it. */
const [TAG] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
const story = tw.articles.find((a) => a.tags.includes(TAG) && a.ageLimit === 0)!;

it('an article shows related tags as chips under its own tags', async () => {
  const { status, $ } = await workerPage(`/tw/v2/article/${articleHash('tw', story.slug)}`, { headers: AGREED });
  expect(status).toBe(200);
  const chips = $('[data-tag-shortcuts] a').filter((_, a) => $(a).closest('[hidden]').length === 0);
  expect(chips.length).toBeGreaterThan(0);
  const names = chips.map((_, a) => $(a).text().trim().replace(/^#/, '')).get();
  // Related tags are other stories' tags, not the story's own.
  expect(names.some((n) => story.tags.includes(n))).toBe(false);
  expect(names.every((n) => counts.has(n))).toBe(true);
});
