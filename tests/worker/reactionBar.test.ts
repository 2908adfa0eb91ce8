// The reaction bar without JavaScript, over HTTP: the article's reactions region is a link to sign
// in that comes back to the article. (Reacting, the panel and the login sheet run scripts:
// tests/e2e/reactions.spec.ts.)
import { expect, it } from 'vitest';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { AGREED, collapsed, workerPage } from '../helpers/workerPage.ts';

const tw = loadSeedMarket(ROOT, 'tw');
const article = tw.articles.filter((a) => a.contentType === 'GENERAL' && a.ageLimit === 0)[4]!;

it('without JavaScript the reaction bar is a link to sign in', async () => {
  const path = `/tw/v2/article/${articleHash('tw', article.slug)}`;
  const { status, $ } = await workerPage(path, { headers: AGREED });
  expect(status).toBe(200);
  // The region (a section named by aria-label) and, in it, the link by its name (the emoji is hidden from it).
  const region = $('section[aria-label="心情"], [role="region"][aria-label="心情"]').filter((_, el) => $(el).closest('[hidden]').length === 0);
  expect(region).toHaveLength(1);
  const link = region.find('a[href]').filter((_, a) => {
    const text = $(a).clone();
    text.find('[aria-hidden="true"]').remove();
    return collapsed($(a).attr('aria-label') ?? text.text()) === '登入後表達心情';
  });
  expect(link).toHaveLength(1);
  expect(link.attr('href')).toBe(`/tw/v2/login?callback=${encodeURIComponent(path)}`);
});
