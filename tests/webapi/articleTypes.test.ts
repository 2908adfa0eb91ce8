// The article call for the story types built around something else (content-spec §3): a TRAILER
// carries its stream, an EXTERNAL story the publisher's own address, a POLL story its market's poll
// (docs/decisions/0036). Every seeded market and a variant edition that shares its parent's content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import type { ArticleResponse } from '#functions/webapi/schemas/content.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { loadSeedPortal } from '../../scripts/seedPortal.ts';
import { SEED_COUNTRIES, type SeedCountry } from '../../scripts/seedSchema.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
});
afterAll(async () => {
  await platform?.dispose();
});

async function article(country: string, hash: string): Promise<ArticleResponse> {
  const res = await app.request(`http://portal.test/webapi/article?country=${country}&hash=${hash}`, undefined, platform.env);
  expect(res.status).toBe(200);
  return (await res.json()) as ArticleResponse;
}

const editions: [string, SeedCountry][] = [...SEED_COUNTRIES.map((c) => [c, c] as [string, SeedCountry]), ['ectw', 'tw']];

describe.each(editions)('%s', (edition, source) => {
  const market = loadSeedMarket(ROOT, source);
  const portal = loadSeedPortal(ROOT, source, new Set(market.articles.map((a) => a.slug)), new Set(market.tabs.map((t) => t.urlPath)));
  const one = (type: string) => market.articles.find((a) => a.contentType === type)!;

  it('answers its TRAILER with the stream to play', async () => {
    const { data, poll } = await article(edition, articleHash(edition, one('TRAILER').slug));
    expect(data.contentType).toBe('TRAILER');
    expect(data.media).toMatchObject({ type: 'HLS', hash: expect.any(String), width: expect.any(Number), height: expect.any(Number) });
    expect(data.thumbnail?.type).toBe('VIDEO');
    expect(poll ?? null).toBeNull();
  });

  it("answers its EXTERNAL story with the publisher's own https address", async () => {
    const seed = one('EXTERNAL');
    const { data } = await article(edition, articleHash(edition, seed.slug));
    expect(data.contentType).toBe('EXTERNAL');
    expect(data.media).toEqual({ type: 'EXTERNAL', url: seed.externalUrl });
    expect(new URL(seed.externalUrl!).protocol).toBe('https:');
  });

  it('answers its POLL story with the poll it is built around, as the poll call has it', async () => {
    const seed = one('POLL');
    const seedPoll = portal.polls.find((p) => p.urlPath === seed.poll)!;
    const { data, poll } = await article(edition, articleHash(edition, seed.slug));
    expect(data.media).toEqual({ type: 'POLL', urlPath: seed.poll });
    expect(poll).toMatchObject({ urlPath: seed.poll, question: seedPoll.question, maxChoices: seedPoll.maxChoices });
    expect(poll!.options.map((o) => o.text)).toEqual(seedPoll.options);
    expect(poll!.options.map((o) => o.id)).toEqual(seedPoll.options.map((_, i) => `POLL_${poll!.id}_${i}`));
    // The same poll the poll call lists for the market (the one a vote goes to).
    const listed = await app.request(`http://portal.test/webapi/poll/list?country=${edition}&ids=${poll!.id}`, undefined, platform.env);
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { polls: { urlPath: string }[] }).polls.map((p) => p.urlPath)).toEqual([seed.poll]);
  });
});

it('a POLL story whose poll is gone answers without one, and its other stories are untouched', async () => {
  const seed = loadSeedMarket(ROOT, 'th').articles.find((a) => a.contentType === 'POLL')!;
  const hash = articleHash('th', seed.slug);
  await platform.env.DB.prepare("UPDATE articles SET media_json = ?1 WHERE country = 'th' AND hash = ?2").bind(JSON.stringify({ type: 'POLL', urlPath: 'no-such-poll' }), hash).run();
  try {
    const { data, poll } = await article('th', hash);
    expect(data.title).toBe(seed.title);
    expect(poll).toBeNull();
  } finally {
    await platform.env.DB.prepare("UPDATE articles SET media_json = ?1 WHERE country = 'th' AND hash = ?2").bind(JSON.stringify({ type: 'POLL', urlPath: seed.poll }), hash).run();
  }
});
