// Topic views, interactive-video pages and playlist pages on the served worker: what they render,
// their AMP twin, and how the page cache keeps them (a playlist page is one copy per playlistId,
// purged with the playlist's tag).
import { describe, expect, it } from 'vitest';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { SEED_COUNTRIES } from '../../scripts/seedSchema.ts';
import { loadSeedSpecials, playlistIdOf } from '../../scripts/seedSpecials.ts';
import { ADMIN_TOKEN, http } from '../helpers/workerHttp.ts';

const run = () => `${Date.now()}-${Math.random()}`;
const agreed = { cookie: 'agreementPassed=1' };

describe.each(SEED_COUNTRIES)('%s', (country) => {
  const market = loadSeedMarket(ROOT, country);
  const specials = loadSeedSpecials(ROOT, country, market);

  it('renders its topic article as a topic view, and its AMP twin as an article', async () => {
    const hash = articleHash(country, specials.topic.article.slug);
    const page = await http(`/${country}/v2/article/${hash}`, { headers: agreed });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`data-topic-url="${specials.topic.pageUrlPath}"`);
    expect(page.text).toContain(specials.topic.headline);
    const amp = await http(`/${country}/v2/amp/article/${hash}`, { headers: agreed });
    expect(amp.status).toBe(200);
    expect(amp.text).toContain(specials.topic.article.title);
  });

  it('renders its interactive video with its chapters, and its special page', async () => {
    const ive = await http(`/${country}/v2/ive/${specials.ive.urlPath}`, { headers: agreed });
    expect(ive.status).toBe(200);
    expect([...ive.text.matchAll(/data-chapter-start="([^"]+)"/g)].map((m) => Number(m[1]))).toEqual(specials.ive.chapters.map((c) => c.start));
    const special = await http(`/${country}/v2/page/${specials.special.urlPath}`, { headers: agreed });
    expect(special.status).toBe(200);
    expect(special.text).toContain(specials.special.poll.question);
  });
});

describe('tw', () => {
  const tw = loadSeedMarket(ROOT, 'tw');
  const specials = loadSeedSpecials(ROOT, 'tw', tw);
  const playlistId = playlistIdOf('tw', specials);
  const first = articleHash('tw', tw.articles.find((a) => a.video === 'stream-a')!.slug);

  it("answers 'no page' for an unknown interactive video", async () => {
    const res = await http('/tw/v2/ive/no-such-story');
    expect(res.status).toBe(404);
    expect(res.text).toContain('data-error-screen="no page"');
  });

  it('keeps one copy of a playlist page per playlistId, apart from the plain article, and purges it with the playlist', async () => {
    const marker = run();
    const path = `/tw/v2/article/${first}?playlistId=${playlistId}&run=${marker}`;
    const fresh = await http(path);
    expect(fresh.headers.get('x-astro-cache')).toBe('MISS');
    expect(fresh.text).toContain('data-up-next');
    expect((await http(path)).headers.get('x-astro-cache')).toBe('HIT');
    // Another reader (another group, same playlist) is answered the same page; without playlistId, none.
    const other = await http(path, { headers: { cookie: 'group=T9' }, follow: true });
    expect(other.text).toContain(`data-playlist="${playlistId}"`);
    const plain = await http(`/tw/v2/article/${first}?run=${marker}`);
    expect(plain.text).not.toContain('data-up-next');

    const purged = await http('/webapi/admin/revalidate', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, body: { tags: [`playlist:${playlistId}`] } });
    expect(purged.status).toBe(200);
    expect((await http(path)).headers.get('x-astro-cache')).toBe('MISS');
  });

  it('shows an unknown or malformed playlistId as the plain article', async () => {
    for (const id of ['no-such-playlist', 'bad%20id']) {
      const res = await http(`/tw/v2/article/${first}?playlistId=${id}`);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('data-up-next');
    }
  });
});
