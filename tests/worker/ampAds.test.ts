// amp-ad on AMP articles, on the served worker, which runs with AMP_AD_TYPE configured
// (tests/helpers/workerServer.globalSetup.ts): the article's placements that have a GPT unit are
// amp-ad slots of that type — after the placement's paragraph and at the end, sized from the first
// size a phone shows, with the amp-ad script and within the AMP rules — and house-only placements are
// not. Without AMP_AD_TYPE there is none: the browser tests' server checks that (tests/e2e/ads.spec.ts).
import { expect, it } from 'vitest';
import { ampRuleViolations } from '../helpers/ampRules.ts';
import { seedMarket } from '../e2e/seedData.ts';
import { ADMIN_TOKEN, http } from '../helpers/workerHttp.ts';

const id = seedMarket('id');
/** A story of three paragraphs or more (the in-body slot goes after the third). */
const story = id.articles.find((a) => a.contentType === 'GENERAL' && a.ageLimit === 0 && (a.body.match(/<\/p>/g) ?? []).length > 3)!;
const ampPath = `/id/v2/amp/article/${id.hashOf(story.slug)}`;
const GPT_UNIT = '/21800000/id_article_amp';

/** Two GPT modules for id's articles: after the third paragraph (728x90 fits no phone: 300x250 is taken), and at the end. */
const placements = {
  'id:article:amp-gpt': { placement: 'article', position: 3, sizes: ['728x90', '300x250'] },
  'id:article-end:amp-gpt': { placement: 'articleEnd', position: 0, sizes: ['320x100'] },
};

async function placeGptModules() {
  for (const [key, p] of Object.entries(placements)) {
    const res = await http(`/webapi/admin/ads/placements/${key}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      body: { country: 'id', ...p, sizeClass: 'L', adRatio: { gpt: 1 }, gptInventoryKey: GPT_UNIT, metaData: {}, renderOnCondition: false, conditions: [], enableLadV2: false },
    });
    expect(res.status, res.text).toBe(200);
  }
}

const ampAds = (html: string) => [...html.matchAll(/<amp-ad\b([^>]*)>/g)].map((m) => Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])));

it("carries amp-ad at the article's GPT placements only, with the amp-ad script, within the AMP rules", async () => {
  // The demo's placements are the first-party server's alone: no GPT unit, no amp-ad.
  const before = (await http(ampPath)).text;
  expect(ampAds(before)).toEqual([]);
  expect(before).not.toContain('custom-element="amp-ad"');

  await placeGptModules();
  const page = await http(ampPath);
  expect(page.status).toBe(200);
  expect(ampRuleViolations(page.text)).toEqual([]);
  expect(page.text).toContain('<script async custom-element="amp-ad" src="https://cdn.ampproject.org/v0/amp-ad-0.1.js"></script>');
  expect(ampAds(page.text)).toEqual([
    { type: 'doubleclick', 'data-slot': GPT_UNIT, width: '300', height: '250', layout: 'responsive' },
    { type: 'doubleclick', 'data-slot': GPT_UNIT, width: '320', height: '100', layout: 'responsive' },
  ]);
  // The first after the body's third paragraph, the second after the body's last one.
  const bodyStart = page.text.indexOf('<div class="article__body"');
  const [first, second] = [...page.text.matchAll(/<amp-ad\b/g)].map((m) => m.index!);
  expect(page.text.slice(bodyStart, first).match(/<\/p>/g)).toHaveLength(3);
  const lastParagraph = [...story.body.matchAll(/<p>([\s\S]*?)<\/p>/g)].at(-1)![1]!.replace(/<[^>]+>/g, '').slice(0, 12);
  expect(page.text.indexOf(lastParagraph)).toBeGreaterThan(first!);
  expect(page.text.indexOf(lastParagraph)).toBeLessThan(second!);
});
