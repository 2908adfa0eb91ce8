import { describe, expect, it } from 'vitest';
import { createWebapiClient, type Fetcher } from '#/api/webapiClient.ts';
import { WebapiError, toWebapiError } from '#/api/webapiError.ts';
import type { PageResponse } from '#functions/webapi/schemas/content.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function recordingFetcher(answer: (req: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetcher: Fetcher = async (req) => {
    requests.push(req);
    return answer(req);
  };
  return { requests, fetcher };
}

describe('webapi client', () => {
  it('adds the country parameter to every call', async () => {
    const { requests, fetcher } = recordingFetcher(() => json({ tabs: [] }));
    const client = createWebapiClient({ country: 'id', fetcher, origin: 'http://portal.test' });
    await client.tabs('T1');
    await client.listing('id-top', { offset: 20, length: 20 });
    const [tabs, listing] = requests.map((r) => new URL(r.url));
    expect(tabs!.pathname).toBe('/webapi/tabs');
    expect(tabs!.searchParams.get('country')).toBe('id');
    expect(tabs!.searchParams.get('group')).toBe('T1');
    expect(listing!.pathname).toBe('/webapi/api/v6/listings/id-top');
    expect(Object.fromEntries(listing!.searchParams)).toEqual({ country: 'id', offset: '20', length: '20' });
  });

  it('sends the access-token header once a token is known', async () => {
    const { requests, fetcher } = recordingFetcher(() => json({}));
    const client = createWebapiClient({ country: 'tw', fetcher, origin: 'http://portal.test' });
    await client.health();
    client.setAccessToken({ kind: 'liff', token: 'liff-token' });
    await client.health();
    client.setAccessToken({ kind: 'native', token: 'native-token' });
    await client.health();
    expect(requests[0]!.headers.has('X-Liff-Access-Token')).toBe(false);
    expect(requests[1]!.headers.get('X-Liff-Access-Token')).toBe('liff-token');
    expect(requests[2]!.headers.get('X-Access-Token')).toBe('native-token');
  });

  it('sends the D1 bookmark it was given and keeps the latest one answered, never an older one', async () => {
    const answers = ['00000002-0000', '00000001-0000', 'not a bookmark'];
    const { requests, fetcher } = recordingFetcher(() => new Response('{}', { headers: { 'x-d1-bookmark': answers.shift() ?? '' } }));
    const client = createWebapiClient({ country: 'tw', fetcher, origin: 'http://portal.test', bookmark: '00000001-ffff' });
    for (let i = 0; i < 4; i++) await client.health();
    expect(requests.map((r) => r.headers.get('x-d1-bookmark'))).toEqual(['00000001-ffff', '00000002-0000', '00000002-0000', '00000002-0000']);
    const fresh = recordingFetcher(() => json({}));
    await createWebapiClient({ country: 'tw', fetcher: fresh.fetcher, origin: 'http://portal.test', bookmark: 'bad bookmark' }).health();
    expect(fresh.requests[0]!.headers.has('x-d1-bookmark'), 'a malformed bookmark is not sent').toBe(false);
  });

  it('shares identical requests in flight, and only while in flight', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { requests, fetcher } = recordingFetcher(async () => {
      await gate;
      return json({ status: 'ok' });
    });
    const client = createWebapiClient({ country: 'tw', fetcher, origin: 'http://portal.test' });
    const a = client.article('abc');
    const b = client.article('abc');
    const c = client.article('other');
    release();
    const [ra, rb] = await Promise.all([a, b, c]);
    expect(ra).toBe(rb);
    expect(requests).toHaveLength(2);
    await client.article('abc');
    expect(requests).toHaveLength(3);
  });

  it('turns error answers into { message, statusCode }', async () => {
    const { fetcher } = recordingFetcher(() => json({ message: 'article not found: x', statusCode: 404 }, 404));
    const client = createWebapiClient({ country: 'tw', fetcher, origin: 'http://portal.test' });
    await expect(client.article('x')).rejects.toMatchObject({ message: 'article not found: x', statusCode: 404 });
  });

  it('keeps the status of non-JSON errors and defaults network failures to 500', async () => {
    const plain = createWebapiClient({
      country: 'tw',
      origin: 'http://portal.test',
      fetcher: async () => new Response('bad gateway', { status: 502, statusText: 'Bad Gateway' }),
    });
    await expect(plain.health()).rejects.toMatchObject({ statusCode: 502, message: 'Bad Gateway' });
    const offline = createWebapiClient({
      country: 'tw',
      origin: 'http://portal.test',
      fetcher: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await offline.health().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebapiError);
    expect(error).toMatchObject({ message: 'Failed to fetch', statusCode: 500 });
  });

  it('normalises anything thrown', () => {
    expect(toWebapiError({ status: 404, message: 'gone' })).toMatchObject({ statusCode: 404, message: 'gone' });
    expect(toWebapiError({ response: { status: 400 } })).toMatchObject({ statusCode: 400 });
    expect(toWebapiError('boom')).toMatchObject({ statusCode: 500, message: 'boom' });
    expect(toWebapiError(undefined)).toMatchObject({ statusCode: 500 });
  });

  it('renames module listings to listing, defaulting to []', async () => {
    const page: PageResponse = {
      id: 1, pageId: 1, urlPath: 'top', name: 'Top', type: 'GENERAL', subType: null, updatedTime: 0, subscription: false,
      shareProperties: { title: '', description: '', imageHash: null },
      modules: [
        { id: 1, type: 'grid', title: '', source: 'CURATED', viewType: 'OTHER', entityType: null, entityId: null, anchorId: null },
      ],
    };
    const { fetcher } = recordingFetcher(() => json(page));
    const client = createWebapiClient({ country: 'tw', fetcher, origin: 'http://portal.test' });
    const result = await client.page('top');
    expect(result.modules[0]!.listing).toEqual([]);
    expect('listings' in result.modules[0]!).toBe(false);
  });
});

describe('webapi client writes', () => {
  it('send JSON with the token and the country, and are never shared', async () => {
    const { requests, fetcher } = recordingFetcher(() => json({ code: 200, result: {} }));
    const client = createWebapiClient({ country: 'th', fetcher, origin: 'http://portal.test' });
    client.setAccessToken({ kind: 'liff', token: 't1' });
    await Promise.all([client.send('PUT', '/user/setting/agreement/marketingTerms', { json: { agreed: true } }), client.send('PUT', '/user/setting/agreement/marketingTerms', { json: { agreed: true } })]);
    expect(requests).toHaveLength(2);
    expect(requests[0]!.method).toBe('PUT');
    expect(new URL(requests[0]!.url).searchParams.get('country')).toBe('th');
    expect(requests[0]!.headers.get('content-type')).toBe('application/json');
    expect(requests[0]!.headers.get('X-Liff-Access-Token')).toBe('t1');
    expect(await requests[0]!.json()).toEqual({ agreed: true });
  });
});
