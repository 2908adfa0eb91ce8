// Publisher pages on the served worker: every seeded publisher of every edition has a page (and
// one per edition every tab), with its name as the heading and its follow button; an unknown publisher, another
// market's, or an unknown tab is the 'no page' screen (404). The AMP article links its publisher to
// the canonical publisher page. The subscription pages are one cacheable page for everyone.
import { describe, expect, it } from 'vitest';
import { SEED_COUNTRIES, SEED_VARIANTS, type SeedCountry } from '../../scripts/seedSchema.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash, publisherId } from '../../scripts/seedIds.ts';
import { http, type Answer } from '../helpers/workerHttp.ts';

/** Accepted agreement, as a Thai reader who has passed the agreement page carries it. */
const READER = { cookie: 'agreementPassed=1' };
const EDITIONS = [...SEED_COUNTRIES, ...Object.keys(SEED_VARIANTS)] as string[];
const sourceOf = (edition: string): SeedCountry => (SEED_VARIANTS as Record<string, SeedCountry>)[edition] ?? (edition as SeedCountry);
const screen = (a: Answer) => /data-error-screen="([^"]+)"/.exec(a.text)?.[1] ?? null;
const unescape = (html: string) => html.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** Requests every path, a few at a time (a reader's browser opens a handful of connections too). */
async function getAll(paths: string[]): Promise<Map<string, Answer>> {
  const out = new Map<string, Answer>();
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        out.set(path, await http(path, { headers: READER }));
      }
    }),
  );
  return out;
}

describe('publisher pages', () => {
  it('every seeded publisher of every edition has a page, and the first of each edition every tab', async () => {
    const expected = EDITIONS.flatMap((edition) =>
      loadSeedMarket(ROOT, sourceOf(edition)).publishers.flatMap((p, index) => {
        const id = publisherId(edition, p.id);
        const tabs = index === 0 ? ['', '/latest', '/popular', '/videos'] : [''];
        return tabs.map((tab) => ({ path: `/${edition}/v2/publisher/${id}${tab}`, id, name: p.name }));
      }),
    );
    const answers = await getAll(expected.map((e) => e.path));
    const wrong = expected.flatMap(({ path, id, name }) => {
      const a = answers.get(path)!;
      const html = unescape(a.text);
      const ok = a.status === 200 && screen(a) === null && html.includes(`<h1>${name}</h1>`) && a.text.includes(`data-follow="CP:${id}"`);
      return ok ? [] : [{ path, status: a.status, screen: screen(a) }];
    });
    expect(wrong).toEqual([]);
  }, 180_000);

  it("an unknown publisher, another market's publisher or an unknown tab is the 'no page' screen", async () => {
    const tw = loadSeedMarket(ROOT, 'tw');
    const twPaper = publisherId('tw', tw.publishers[0]!.id);
    for (const path of ['/tw/v2/publisher/nobody-here', `/hk/v2/publisher/${twPaper}`, `/tw/v2/publisher/${twPaper}/oldest`, '/tw/v2/publisher/Bad_Id']) {
      const a = await http(path, { headers: READER });
      expect(a.status, path).toBe(404);
      expect(screen(a), path).toBe('no page');
    }
  });

  it('the article and its AMP twin link the publisher line to the canonical publisher page', async () => {
    const tw = loadSeedMarket(ROOT, 'tw');
    const article = tw.articles.find((a) => a.ageLimit === 0)!;
    const href = `/tw/v2/publisher/${publisherId('tw', article.publisherId)}`;
    for (const path of [`/tw/v2/article/${articleHash('tw', article.slug)}`, `/tw/v2/amp/article/${articleHash('tw', article.slug)}`]) {
      const a = await http(path);
      expect(a.status, path).toBe(200);
      expect(a.text, path).toMatch(new RegExp(`<a [^>]*href="${href}"[^>]*data-publisher-link`));
    }
  });
});

describe('subscription pages', () => {
  it('are the same cacheable page for every reader, the reader’s part left to the island', async () => {
    for (const path of ['/tw/v2/subscription/subscribed', `/tw/v2/subscription/search?query=${encodeURIComponent('財經')}`]) {
      const first = await http(path);
      expect(first.status, path).toBe(200);
      expect(first.cookies, path).toEqual([]);
      const again = await http(path);
      expect(again.headers.get('x-astro-cache'), path).toBe('HIT');
      expect(again.text).toContain('astro-island');
    }
  });
});
