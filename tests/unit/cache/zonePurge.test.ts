// The zone purge API is Cloudflare's, unreachable here: the call is checked against a stand-in fetch.
import { describe, expect, it } from 'vitest';
import { zonePurge } from '#/cache/zonePurge.ts';

describe('zone purge by tag', () => {
  it('is off unless both the zone and the token are configured', () => {
    expect(zonePurge({})).toBeNull();
    expect(zonePurge({ zoneId: 'z' })).toBeNull();
    expect(zonePurge({ token: 't' })).toBeNull();
  });

  it('posts the tags, thirty per call, with the token', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const purge = zonePurge({ zoneId: 'zone1', token: 'secret' }, async (url, init) => {
      calls.push({ url: String(url), init: init! });
      return new Response('{"success":true}');
    })!;
    const tags = Array.from({ length: 31 }, (_, i) => `article:${i}`);
    await purge.purgeTags(tags);
    expect(calls.map((c) => c.url)).toEqual(Array(2).fill('https://api.cloudflare.com/client/v4/zones/zone1/purge_cache'));
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer secret');
    expect(JSON.parse(String(calls[0]!.init.body)).tags).toEqual(tags.slice(0, 30));
    expect(JSON.parse(String(calls[1]!.init.body)).tags).toEqual(['article:30']);
  });

  it('reports a refused purge', async () => {
    const purge = zonePurge({ zoneId: 'zone1', token: 'bad' }, async () => new Response('{"success":false}', { status: 403 }))!;
    await expect(purge.purgeTags(['a'])).rejects.toThrow(/403/);
  });
});
