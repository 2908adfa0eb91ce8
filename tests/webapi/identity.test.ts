// Identity and readers' data against real local D1; the messaging platform's verify and profile
// endpoints are a local fake (the only test double: a third party we cannot reach).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
let fake: Server;
let fakeUrl = '';
const CHANNEL = '1650000000';
const PLATFORM_TOKENS: Record<string, { client_id: string; expires_in: number; userId: string; displayName: string }> = {
  'good-token': { client_id: CHANNEL, expires_in: 2000, userId: 'U-platform-1', displayName: '林小美' },
  'expired-token': { client_id: CHANNEL, expires_in: 0, userId: 'U-platform-2', displayName: 'Old' },
  'other-channel': { client_id: '999', expires_in: 2000, userId: 'U-platform-3', displayName: 'X' },
};

function env(extra: Partial<Env> = {}): Env {
  return { ...platform.env, DEV_LOGIN: 'true', LINE_API_URL: fakeUrl, LINE_CHANNEL_ID: CHANNEL, ...extra };
}

async function call(method: string, path: string, opts: { token?: string; liff?: string; body?: unknown; env?: Env; ua?: string } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (opts.token) headers['X-Access-Token'] = opts.token;
  if (opts.liff) headers['X-Liff-Access-Token'] = opts.liff;
  if (opts.ua) headers['User-Agent'] = opts.ua;
  const res = await app.request(`http://portal.test/webapi${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) }, opts.env ?? env());
  return { status: res.status, body: (await res.json()) as any };
}

async function devLogin(userId: string, displayName: string): Promise<string> {
  const res = await call('POST', '/dev/login', { body: { userId, displayName } });
  expect(res.status).toBe(200);
  return res.body.accessToken;
}

beforeAll(async () => {
  platform = await openTestPlatform({ content: false });
  fake = createServer((req, res) => {
    const url = new URL(req.url!, 'http://fake');
    const token = url.pathname === '/oauth2/v2.1/verify' ? url.searchParams.get('access_token') : req.headers.authorization?.replace(/^Bearer /, '');
    const known = token ? PLATFORM_TOKENS[token] : undefined;
    res.setHeader('Content-Type', 'application/json');
    if (!known) {
      res.statusCode = 400;
      return res.end(JSON.stringify({ error: 'invalid_request', error_description: 'access token expired' }));
    }
    if (url.pathname === '/oauth2/v2.1/verify') return res.end(JSON.stringify({ scope: 'profile', client_id: known.client_id, expires_in: known.expires_in }));
    if (url.pathname === '/v2/profile') return res.end(JSON.stringify({ userId: known.userId, displayName: known.displayName, pictureUrl: 'https://profile.example/p.jpg' }));
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  fake?.close();
  await platform?.dispose();
});

describe('identity', () => {
  it("answers 401 'user is not logged in' to logged-in-only calls without a token", async () => {
    for (const path of ['/user/info?country=tw', '/user/setting?country=tw', '/user/profile?country=tw', '/reading-history/videos?country=tw']) {
      expect(await call('GET', path)).toEqual({ status: 401, body: { message: 'user is not logged in', statusCode: 401 } });
    }
  });

  it('answers 401 with a clear message to a token nobody can verify', async () => {
    const res = await call('GET', '/user/info?country=tw', { token: 'garbage' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('the access token is not valid');
    expect((await call('GET', '/tabs?country=tw', { liff: 'garbage' })).status).toBe(401);
  });

  it('accepts a good platform token and rejects an expired one or one for another channel', async () => {
    const good = await call('GET', '/user/profile?country=tw', { liff: 'good-token' });
    expect(good).toMatchObject({ status: 200, body: { code: 200, result: { userId: 'U-platform-1', displayName: '林小美' } } });
    expect(await call('GET', '/user/profile?country=tw', { liff: 'expired-token' })).toMatchObject({ status: 401, body: { message: 'the access token has expired' } });
    expect(await call('GET', '/user/profile?country=tw', { token: 'other-channel' })).toMatchObject({ status: 401, body: { message: 'the access token was issued for another channel' } });
  });

  it('issues development tokens only when DEV_LOGIN=true, and they expire', async () => {
    const token = await devLogin('dev-amy', 'Amy');
    expect((await call('GET', '/user/profile?country=tw', { token })).body.result).toMatchObject({ userId: 'dev-amy', displayName: 'Amy' });
    expect((await call('POST', '/dev/login', { body: { userId: 'x', displayName: 'X' }, env: env({ DEV_LOGIN: 'false' }) })).status).toBe(404);
    expect((await call('GET', '/user/profile?country=tw', { token, env: env({ DEV_LOGIN: undefined }) })).status).toBe(401);
    const old = await issueDevToken({ userId: 'dev-old', displayName: 'Old' }, undefined, Date.now() - 2 * 3600_000);
    expect(await call('GET', '/user/profile?country=tw', { token: old })).toMatchObject({ status: 401, body: { message: 'the access token has expired' } });
    expect((await call('POST', '/dev/login', { body: { userId: 'bad id!', displayName: '' } })).body.message).toContain('"userId"');
  });
});

describe("readers' data", () => {
  it('keeps each reader to their own info, settings and history', async () => {
    const amy = await devLogin('dev-amy', 'Amy');
    const ben = await devLogin('dev-ben', 'Ben');
    const info = await call('GET', '/user/info?country=tw', { token: amy });
    expect(info.body).toMatchObject({ code: 200, message: 'OK', result: { user: { group: 'NA', midOptOut: 'false' } } });

    const area = JSON.stringify({ id: 'TW-TPE', name: '臺北市' });
    expect((await call('POST', '/user/info?country=tw', { token: amy, body: { weatherArea: area } })).body.result.user.weatherArea).toBe(area);
    expect((await call('GET', '/user/info?country=tw', { token: ben })).body.result.user.weatherArea).toBeNull();

    await call('POST', '/user/setting/agreement/tos?country=tw', { token: amy });
    await call('PUT', '/user/setting/agreement/marketingTerms?country=tw', { token: amy, body: { agreed: true } });
    expect((await call('GET', '/user/setting?country=tw', { token: amy })).body.result).toMatchObject({ isTosAgreed: true, isMarketingTermsAgreed: true });
    expect((await call('GET', '/user/setting?country=tw', { token: ben })).body.result).toMatchObject({ isTosAgreed: false, isMarketingTermsAgreed: false });

    expect((await call('POST', '/reading-history/videos?country=tw', { token: amy, body: { id: 'vid1', watchedTime: 12, duration: 40 } })).status).toBe(201);
    expect((await call('GET', '/reading-history/videos?country=tw', { token: amy })).body.items).toEqual([expect.objectContaining({ id: 'vid1', watchedTime: 12, duration: 40 })]);
    expect((await call('GET', '/reading-history/videos?country=tw', { token: ben })).body.items).toEqual([]);
    expect((await call('GET', '/reading-history/videos/vid1?country=tw', { token: ben })).status).toBe(404);

    const amyHash = (await call('GET', '/user/userHash?country=tw', { token: amy })).body.userHash;
    expect(amyHash).toMatch(/^[0-9a-f]{32}$/);
    expect((await call('GET', '/user/userHash?country=tw', { token: ben })).body.userHash).not.toBe(amyHash);
  });

  it('validates weather areas, agreements and history entries', async () => {
    const amy = await devLogin('dev-amy', 'Amy');
    expect((await call('POST', '/user/info?country=tw', { token: amy, body: { weatherArea: 'not json' } })).body.message).toContain('"weatherArea"');
    expect((await call('PUT', '/user/setting/agreement/marketingTerms?country=tw', { token: amy, body: { agreed: 'yes' } })).body.message).toContain('"agreed"');
    expect((await call('POST', '/reading-history/videos?country=tw', { token: amy, body: { id: 'v', watchedTime: 50, duration: 40 } })).body.message).toContain('"watchedTime"');
  });

  it('adds friends only inside the messaging app, with an id and a valid type', async () => {
    const amy = await devLogin('dev-amy', 'Amy');
    const web = await call('POST', '/user/contacts/add?country=tw', { token: amy, body: { type: 'CP', profileId: 'tw-morning-post' } });
    expect(web.status).toBe(400);
    expect(web.body.message).toContain('not a valid environment');
    const app_ua = 'Mozilla/5.0 (iPhone) Line/14.19.0';
    expect((await call('POST', '/user/contacts/add?country=tw', { token: amy, ua: app_ua, body: { type: 'CP' } })).body.message).toContain('"profileId"');
    expect((await call('POST', '/user/contacts/add?country=tw', { token: amy, ua: app_ua, body: { type: 'USER', profileId: 'x' } })).body.message).toContain('"type"');
    expect((await call('POST', '/user/contacts/add?country=tw', { token: amy, ua: app_ua, body: { type: 'CP', profileId: 'tw-morning-post' } })).status).toBe(200);
    const status = await call('GET', '/user/contacts/friendship/status?country=tw&type=CP&ids=tw-morning-post,tw-other', { token: amy });
    expect(status.body.result).toEqual({ 'tw-morning-post': true, 'tw-other': false });
    const ben = await devLogin('dev-ben', 'Ben');
    expect((await call('GET', '/user/contacts/friendship/status?country=tw&type=CP&ids=tw-morning-post', { token: ben })).body.result).toEqual({ 'tw-morning-post': false });
  });
});
