// Every route of the spec's route table, rendered by the built worker: none answers 5xx. The paths
// come from the table itself (samplePaths: params filled by a rule, optional params both ways, AMP
// variants), so a route added to the table is requested here without another list to keep.
import { expect, it } from 'vitest';
import { ROUTES } from '#/domain/routing/routes.ts';
import { samplePaths } from '#/domain/routing/routePages.ts';
import { http } from '../helpers/workerHttp.ts';

const PATHS = ROUTES.flatMap(samplePaths);

it('no path of the spec route table answers 5xx, under v2 or v3', async () => {
  expect(PATHS).toContain('/amp/article/urlPath1');
  const urls = ['tw', 'th'].flatMap((country) => ['v2', 'v3'].flatMap((ns) => PATHS.map((path) => `/${country}/${ns}${path}`)));
  // About 280 pages, most rendered uncached: a few at a time, so a 5xx names its page.
  for (let i = 0; i < urls.length; i += 6) {
    const statuses = await Promise.all(urls.slice(i, i + 6).map(async (url) => [url, (await http(url, { headers: { cookie: 'agreementPassed=1' } })).status] as const));
    for (const [url, status] of statuses) expect(status, url).toBeLessThan(500);
  }
  expect((await http('/article/urlPath1')).status).toBeLessThan(500);
}, 180_000);
