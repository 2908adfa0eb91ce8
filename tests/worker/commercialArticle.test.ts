// The commercial-content article route (content-spec §2), /{country}/v2/article/cc/{urlPath}: an
// advertorial's page with its commercial-content label and the plain article page as canonical; any
// other story goes to its plain page; an unknown one is 'no page'.
import { expect, it } from 'vitest';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { AGREED, one, workerPage } from '../helpers/workerPage.ts';

const tw = loadSeedMarket(ROOT, 'tw');

it('shows an advertorial with its label, canonical to its plain article page', async () => {
  const ad = tw.articles.find((a) => a.subType === 'ADVERTORIAL')!;
  const hash = articleHash('tw', ad.slug);
  const page = await workerPage(`/tw/v2/article/cc/${hash}`, { headers: AGREED });
  expect(page.status).toBe(200);
  expect(one(page.$, 'article.article h1').text()).toContain(ad.title);
  expect(page.$('[data-badge="AD_ARTICLE"]')).toHaveLength(1);
  expect(page.$('link[rel=canonical]').attr('href')).toMatch(new RegExp(`/tw/v2/article/${hash}$`));
});

it('sends a story that is not commercial content to its plain article page, and answers no page for an unknown one', async () => {
  const story = tw.articles.find((a) => a.subType !== 'ADVERTORIAL' && a.contentType === 'GENERAL')!;
  const hash = articleHash('tw', story.slug);
  const moved = await workerPage(`/tw/v2/article/cc/${hash}?utm_source=x`, { headers: AGREED, follow: false });
  expect(moved.status).toBe(301);
  expect(moved.headers.get('location')).toBe(`/tw/v2/article/${hash}?utm_source=x`);
  const missing = await workerPage('/tw/v2/article/cc/nosuchstory', { headers: AGREED });
  expect(missing.status).toBe(404);
});
