// Tag pages and tag links as the served worker renders them: an unknown tag, a tag no story of the
// market carries and a category the tag has no story in are 'no page'; an article shows related tags
// (other stories' tags) as chips under its own; the AMP article links its tags and related tags to
// the canonical tag pages. (Reading, filtering, following and load-more in
// a browser: tests/e2e/tags.spec.ts.)
import { expect, it } from 'vitest';
import { tagHash } from '#/domain/content/tagHash.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { http } from '../helpers/workerHttp.ts';
import { AGREED, workerPage } from '../helpers/workerPage.ts';
import { mostUsedTag, tagCounts } from '../../scripts/seedTags.ts';

const tw = loadSeedMarket(ROOT, 'tw');
const counts = tagCounts(tw.articles);
/** The tag on most stories (as tests/e2e/tags.spec.ts picks it), and a story carrying it. */
const [TAG] = mostUsedTag(counts);
const story = tw.articles.find((a) => a.tags.includes(TAG) && a.ageLimit === 0)!;

it("answers 'no page' for an unknown tag, a tag of another market and a category without the tag's stories", async () => {
  for (const path of [
    `/tw/v2/tag/${tagHash('沒有這個標籤')}/all`,
    '/tw/v2/tag/!!/all',
    `/tw/v2/tag/${tagHash(TAG)}/sports`,
    `/tw/v2/tag/${tagHash(TAG)}/999999`,
    // A tag of another market.
    `/tw/v2/tag/${tagHash('ค่าครองชีพ')}/all`,
  ]) {
    const res = await http(path);
    expect(res.status, path).toBe(404);
    expect(res.text, path).toMatch(/<h[1-6][^>]*>\s*沒有這個頁面\s*</);
  }
});

it('links the AMP article\'s tags and related tags to the canonical tag pages', async () => {
  const amp = await http(`/tw/v2/amp/article/${articleHash('tw', story.slug)}`);
  expect(amp.status).toBe(200);
  const tags = /<ul class="tags">(.*?)<\/ul>/s.exec(amp.text)?.[1] ?? '';
  expect(tags).toContain(`<a href="/tw/v2/tag/${tagHash(TAG)}/all">${TAG}</a>`);
  const chips = /<nav[^>]*data-tag-shortcuts[^>]*>(.*?)<\/nav>/s.exec(amp.text)?.[1] ?? '';
  const hrefs = [...chips.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/tw\/v2\/tag\/[A-Za-z0-9_-]+\/all$/);
});

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
