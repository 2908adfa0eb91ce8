// The article call's view and group (content-spec §7 "GET /article … optional group, view"; §3 view
// type topic or lite) against a real local D1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import type { ArticleResponse } from '#functions/webapi/schemas/content.ts';
import { isLiteArticle } from '#/domain/article/articlePage.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { loadSeedSpecials } from '../../scripts/seedSpecials.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const tw = loadSeedMarket(ROOT, 'tw');
const specials = loadSeedSpecials(ROOT, 'tw', tw);
const topicHash = articleHash('tw', specials.topic.article.slug);
const general = tw.articles.find((a) => a.contentType === 'GENERAL')!;
const generalHash = articleHash('tw', general.slug);

async function call(query: string): Promise<{ status: number; body: any }> {
  const res = await app.request(`http://portal.test/webapi/article?country=tw&${query}`, undefined, platform.env);
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
});
afterAll(async () => {
  await platform?.dispose();
});

describe('article view', () => {
  it('a TOPIC article is a topic view by default and with view=topic; view=lite answers the story alone, lite', async () => {
    for (const q of ['', '&view=topic']) {
      const { body } = (await call(`hash=${topicHash}${q}`)) as { body: ArticleResponse };
      expect(body.data.viewType, q).toBe('topic');
      expect(body.topic?.urlPath, q).toBe(specials.topic.pageUrlPath);
    }
    const { status, body } = (await call(`hash=${topicHash}&view=lite`)) as { status: number; body: ArticleResponse };
    expect(status).toBe(200);
    expect(body.data.viewType).toBe('lite');
    expect(body.topic).toBeNull();
  });

  it('view=lite makes an article’s modules lite, so the page is lite; without it they are not', async () => {
    // A story with related stories (a module to be lite).
    let related: { hash: string; plain: ArticleResponse } | null = null;
    for (const a of tw.articles.filter((x) => x.contentType === 'GENERAL')) {
      const hash = articleHash('tw', a.slug);
      const plain = (await call(`hash=${hash}`)).body as ArticleResponse;
      if (plain.modules.length > 0) {
        related = { hash, plain };
        break;
      }
    }
    expect(related).not.toBeNull();
    const { hash, plain } = related!;
    expect(isLiteArticle(plain.modules)).toBe(false);
    expect(plain.data.viewType ?? null).toBeNull();
    const lite = (await call(`hash=${hash}&view=lite`)).body as ArticleResponse;
    expect(lite.modules.map((m) => m.viewType)).toEqual(plain.modules.map(() => 'LITE'));
    expect(isLiteArticle(lite.modules)).toBe(true);
    expect(lite.data.viewType).toBe('lite');
  });

  it('answers the group it was read for (NA by default)', async () => {
    expect((await call(`hash=${generalHash}`)).body.group).toBe('NA');
    expect((await call(`hash=${generalHash}&group=oadigestpage-T1`)).body.group).toBe('oadigestpage-T1');
  });

  it('refuses another view or a malformed group with 400 naming it', async () => {
    for (const [q, field] of [['&view=amp', 'view'], ['&view=', 'view'], ['&group=a%20b', 'group'], [`&group=${'g'.repeat(41)}`, 'group']] as const) {
      const res = await call(`hash=${generalHash}${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.message, q).toContain(`"${field}"`);
    }
  });
});
