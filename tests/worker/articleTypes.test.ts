// Trailer, external and poll stories on the served worker (docs/decisions/0036), canonical and AMP,
// in every seeded market: what a reader and a crawler get.
import { describe, expect, it } from 'vitest';
import { seedEdition } from '../e2e/seedData.ts';
import { http } from '../helpers/workerHttp.ts';
import { SEED_COUNTRIES } from '../../scripts/seedSchema.ts';

const agreed = { Cookie: 'agreementPassed=1' };
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const MESSAGING_APP = `${BROWSER} Line/14.19.0`;
const escaped = (text: string) => text.replace(/&/g, '&amp;');
/** The opening tag of the external story's link. */
const readOnLink = (html: string) => /<a\b[^>]*data-external-story[^>]*>/.exec(html)?.[0] ?? '';

describe.each(SEED_COUNTRIES)('%s', (country) => {
  const market = seedEdition(country);
  const one = (type: string) => market.articles.find((a) => a.contentType === type)!;

  it('a trailer plays in the page’s player under its trailer label, and in amp-video on AMP', async () => {
    const hash = market.hashOf(one('TRAILER').slug);
    const page = await http(`/${country}/v2/article/${hash}`, { headers: agreed });
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-content-type="TRAILER"');
    // The poster and play button until pressed (or in view with autoplay), then the HLS player.
    expect(page.text).toMatch(/<section class="article__video"[^>]*>\s*<div class="article-video" data-video data-src="[^"]+\.m3u8"/);
    expect(page.text).toMatch(/data-badge-kind="type">[^<]+</);
    const amp = await http(`/${country}/v2/amp/article/${hash}`, { headers: agreed });
    expect(amp.status).toBe(200);
    expect(amp.text).toContain('<amp-video');
  });

  it("an external story leads to the publisher's page: a new tab in a browser, the app's own way inside it, and the same on AMP", async () => {
    const seed = one('EXTERNAL');
    const hash = market.hashOf(seed.slug);
    const url = escaped(seed.externalUrl!);
    const publisher = market.publishers.find((p) => p.id === seed.publisherId)!.name;

    const web = await http(`/${country}/v2/article/${hash}`, { headers: { ...agreed, 'User-Agent': BROWSER } });
    expect(web.status).toBe(200);
    const link = readOnLink(web.text);
    expect(link).toContain(`href="${url}"`);
    expect(link).toContain('data-open="externalBlank"');
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener noreferrer"');
    expect(web.text).toContain(new URL(seed.externalUrl!).hostname);
    expect(web.text).toContain(publisher);

    const inApp = readOnLink((await http(`/${country}/v2/article/${hash}`, { headers: { ...agreed, 'User-Agent': MESSAGING_APP } })).text);
    expect(inApp).toContain(`href="${url}"`);
    expect(inApp).toContain('data-open="external"');
    expect(inApp).not.toContain('target=');

    const amp = await http(`/${country}/v2/amp/article/${hash}`, { headers: agreed });
    expect(amp.status).toBe(200);
    expect(readOnLink(amp.text)).toContain(`href="${url}"`);
    expect(readOnLink(amp.text)).toContain('target="_blank"');
  });

  it('a poll story holds its poll, votable, and on AMP leads to the poll’s embed page', async () => {
    const seed = one('POLL');
    const poll = market.portal.polls.find((p) => p.urlPath === seed.poll)!;
    const hash = market.hashOf(seed.slug);
    const page = await http(`/${country}/v2/article/${hash}`, { headers: agreed });
    expect(page.status).toBe(200);
    const section = /<section class="article__poll poll"[\s\S]*?<\/section>/.exec(page.text)?.[0] ?? '';
    expect(section).toContain('<astro-island');
    expect(section).toContain(escaped(poll.question));
    for (const option of poll.options) expect(section).toContain(escaped(option));

    const amp = await http(`/${country}/v2/amp/article/${hash}`, { headers: agreed });
    expect(amp.status).toBe(200);
    // Served over http here, the frame becomes a link to the embed (amp-iframe loads https only).
    const embed = /<section class="article__poll"[\s\S]*?href="([^"]+)"/.exec(amp.text)?.[1];
    expect(new URL(embed!).pathname).toBe(`/${country}/v2/embed/poll/${poll.urlPath}`);
    const embedPage = await http(new URL(embed!).pathname, { headers: agreed });
    expect(embedPage.status).toBe(200);
    expect(embedPage.text).toContain(escaped(poll.question));
  });
});
