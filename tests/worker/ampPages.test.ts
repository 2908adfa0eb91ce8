// AMP twins: the AMP rules on every article type of every seeded market, and canonical ↔ amphtml.
import { describe, expect, it } from 'vitest';
import { ampRuleViolations } from '../helpers/ampRules.ts';
import { seedMarket } from '../e2e/seedData.ts';
import { http } from '../helpers/workerHttp.ts';
import { SEED_COUNTRIES } from '../../scripts/seedSchema.ts';

for (const country of SEED_COUNTRIES) {
  const market = seedMarket(country);
  // One article per content type, plus the age-limited one (different images and share tags).
  const samples = [
    ...new Map(market.articles.filter((a) => a.ageLimit === 0).map((a) => [a.contentType, a])).values(),
    market.articles.find((a) => a.ageLimit === 18)!,
  ];
  describe.concurrent(country, () => {
    for (const article of samples) {
      const label = `${country} ${article.contentType}${article.ageLimit ? ' 18+' : ''}`;
      it(`AMP page of a ${label} article follows the AMP rules and pairs with its canonical page`, async () => {
        const hash = market.hashOf(article.slug);
        const headers = { Cookie: 'agreementPassed=1' };
        const amp = await http(`/${country}/v2/amp/article/${hash}`, { headers });
        expect(amp.status).toBe(200);
        const html = amp.text;
        expect(ampRuleViolations(html)).toEqual([]);
        expect(html).toContain(article.title.replace(/&/g, '&amp;'));

        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)![1]!;
        expect(new URL(canonical).pathname).toBe(`/${country}/v2/article/${hash}`);
        const page = (await http(new URL(canonical).pathname, { headers })).text;
        expect(new URL(/<link rel="amphtml" href="([^"]+)"/.exec(page)![1]!).pathname).toBe(`/${country}/v2/amp/article/${hash}`);

        const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
        expect(ld).toMatchObject({ '@type': 'NewsArticle', headline: [...article.title].slice(0, 110).join('') });
      });
    }
  });
}

it('AMP paths of pages without an AMP twin answer 404', async () => {
  expect((await http('/tw/v2/amp/tab')).status).toBe(404);
});
