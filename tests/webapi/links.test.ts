// The link-rewriting call (shell-spec §7) on the content API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await openTestPlatform({ content: false });
}, 120_000);
afterAll(async () => {
  await platform?.dispose();
});

async function resolve(query: string) {
  const res = await app.request(`http://portal.test/webapi/link/resolve?${query}`, {}, platform.env);
  return { status: res.status, body: (await res.json()) as any, cache: res.headers.get('cache-control') };
}

describe('GET /link/resolve', () => {
  it("marks other sites' links with where the reader came from, and says what each link is", async () => {
    const url = encodeURIComponent('https://www.cwa.gov.tw/V8/C/?lang=zh');
    expect(await resolve(`country=tw&url=${url}`)).toMatchObject({
      status: 200,
      body: { kind: 'external', url: 'https://www.cwa.gov.tw/V8/C/?lang=zh&utm_source=portal_tw&utm_medium=referral' },
      cache: 'public, max-age=300',
    });
    expect((await resolve(`country=th&url=${encodeURIComponent('https://today.line.me/th/v2/article/AbC123')}`)).body).toEqual({ kind: 'portal', url: '/th/v2/article/AbC123' });
    expect((await resolve(`country=tw&url=${encodeURIComponent('line://ch/1654093283')}`)).body).toEqual({ kind: 'channel', url: 'https://line.me/R/ch/1654093283' });
    expect((await resolve(`country=tw&url=${encodeURIComponent('https://lin.ee/aBcD123')}`)).body).toEqual({ kind: 'short', url: 'https://lin.ee/aBcD123' });
  });

  it('refuses what is not an address to open, naming the parameter', async () => {
    const missing = await resolve('country=tw');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('"url": is required');
    const script = await resolve(`country=tw&url=${encodeURIComponent('javascript:alert(1)')}`);
    expect(script.status).toBe(400);
    expect(script.body.message).toContain('"url": must be an http(s) or line:// address');
    expect((await resolve(`country=tw&url=${encodeURIComponent(`https://example.com/${'a'.repeat(2050)}`)}`)).body.message).toContain('at most 2048 characters');
    expect((await resolve(`country=xx&url=${encodeURIComponent('https://example.com/')}`)).status).toBe(400);
  });
});
