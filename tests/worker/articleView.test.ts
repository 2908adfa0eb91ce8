// The view query parameter on an article page (content-spec §2 "view is stored as the current view",
// passed to the article call): ?view=lite shows a TOPIC article as the story alone, and any story's
// page as lite; an unknown view changes nothing.
import { expect, it } from 'vitest';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { loadSeedSpecials } from '../../scripts/seedSpecials.ts';
import { http } from '../helpers/workerHttp.ts';
import { AGREED, workerPage } from '../helpers/workerPage.ts';

const tw = loadSeedMarket(ROOT, 'tw');
const specials = loadSeedSpecials(ROOT, 'tw', tw);

it('a TOPIC article is a topic view, and with ?view=lite the story alone as an article', async () => {
  const hash = articleHash('tw', specials.topic.article.slug);
  const topic = await workerPage(`/tw/v2/article/${hash}`, { headers: AGREED });
  expect(topic.$('article[data-view-type="topic"]')).toHaveLength(1);
  for (const view of ['lite']) {
    const page = await workerPage(`/tw/v2/article/${hash}?view=${view}`, { headers: AGREED });
    expect(page.status).toBe(200);
    expect(page.$('article[data-view-type="topic"]')).toHaveLength(0);
    expect(page.$('article.article[data-lite]').attr('data-content-type')).toBe('TOPIC');
  }
  // An unknown view is no article view: the page is as without it.
  const unknown = await workerPage(`/tw/v2/article/${hash}?view=amp`, { headers: AGREED });
  expect(unknown.status).toBe(200);
  expect(unknown.$('article[data-view-type="topic"]')).toHaveLength(1);
});

it('?view=lite makes a story with related stories a lite page', async () => {
  let hash: string | null = null;
  for (const a of tw.articles.filter((x) => x.contentType === 'GENERAL')) {
    const h = articleHash('tw', a.slug);
    const api = await http(`/webapi/article?country=tw&hash=${h}`);
    if ((JSON.parse(api.text) as { modules: unknown[] }).modules.length > 0) {
      hash = h;
      break;
    }
  }
  expect(hash).not.toBeNull();
  const plain = await workerPage(`/tw/v2/article/${hash}`, { headers: AGREED });
  expect(plain.$('article.article').attr('data-lite')).toBe('false');
  const lite = await workerPage(`/tw/v2/article/${hash}?view=lite`, { headers: AGREED });
  expect(lite.$('article.article').attr('data-lite')).toBe('true');
});
