// The lead picture of a portal (its first story's, the largest paint) is fetched before the others:
// `fetchpriority="high"` on it and on nothing else, loaded eagerly, and the first picture in <main>.
import { expect, it } from 'vitest';
import { COUNTRY_CODES } from '#/markets.ts';
import { http } from '../helpers/workerHttp.ts';

const AGREED = { cookie: 'agreementPassed=1' };

const pictures = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);

it.each(COUNTRY_CODES)('%s: the portal hints its lead picture, and only that one', async (country) => {
  const { status, text } = await http(`/${country}/v2/tab`, { headers: AGREED });
  expect(status).toBe(200);
  const main = text.slice(text.indexOf('<main'));
  const hinted = pictures(text).filter((img) => img.includes('fetchpriority='));
  expect(hinted, 'pictures with a fetch priority').toHaveLength(1);
  expect(hinted[0]).toContain('fetchpriority="high"');
  expect(hinted[0]).toContain('loading="eager"');
  expect(pictures(main)[0], 'the first picture of the page content').toBe(hinted[0]);
});

it('a story page leaves its cards unhinted (its lead picture is its body’s first)', async () => {
  const portal = await http('/tw/v2/tab');
  const story = portal.text.match(/href="(\/tw\/v2\/article\/[^"?]+)"/)?.[1];
  expect(story).toBeDefined();
  const { status, text } = await http(story!);
  expect(status).toBe(200);
  expect(text).not.toContain('fetchpriority=');
});
