// The browser's user-data stores against the real API on real local D1: info and settings cached
// with a date and refetched by the rules of content-spec §4, agreements written locally first,
// the user hash cached ('' on failure), demographics ({} on failure), friendship refused in an
// invalid state before any call. Only the browser's localStorage is stood in for (node has none).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { createWebapiClient, type WebapiClient } from '#/api/webapiClient.ts';
import { FAKE_ACCEPTED_CODE, USER_DATA_REFRESH_MS } from '#/domain/identity/userDataCache.ts';
import { FRIENDSHIP_ERRORS } from '#/domain/identity/friendship.ts';
import { $userSetting, forgetUserData, loadUserHash, loadUserInfo } from '#/stores/userData.ts';
import { agreeToTermsOfService, loadUserSetting, setMarketingTerms } from '#/stores/userSettings.ts';
import { $friendship, addFriend, loadFriendshipStatus } from '#/stores/friendship.ts';
import { loadDemographics } from '#/stores/demographics.ts';
import { signOut } from '#/stores/session.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(k: string) {
    return this.data.has(k) ? this.data.get(k)! : null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, String(v));
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  clear() {
    this.data.clear();
  }
}

let platform: TestPlatform;
const storage = new MemoryStorage();
const requests: string[] = [];

function clientFor(token: string | null, ua = 'Mozilla/5.0'): WebapiClient {
  return createWebapiClient({
    country: 'tw',
    origin: 'http://portal.test',
    accessToken: token ? { kind: 'liff', token } : null,
    fetcher: async (request) => {
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
      const headers = new Headers(request.headers);
      headers.set('User-Agent', ua);
      return app.request(new Request(request, { headers }), undefined, { ...platform.env, DEV_LOGIN: 'true' });
    },
  });
}

const token = (userId: string) => issueDevToken({ userId, displayName: userId }, undefined);

beforeAll(async () => {
  platform = await openTestPlatform({ content: false });
  (globalThis as { localStorage?: unknown }).localStorage = storage;
});
afterAll(async () => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
  await platform?.dispose();
});
beforeEach(() => {
  storage.clear();
  requests.length = 0;
  forgetUserData();
  $friendship.set({});
});

describe('user info and settings cache', () => {
  it('reuses the cached info within the refresh interval and refetches after it', async () => {
    const client = clientFor(await token('cache-ann'));
    const t0 = 1_800_000_000_000;
    expect((await loadUserInfo(client, t0))?.user.group).toBe('NA');
    await loadUserInfo(client, t0 + USER_DATA_REFRESH_MS - 1);
    expect(requests.filter((r) => r.endsWith('/user/info'))).toHaveLength(1);
    await loadUserInfo(client, t0 + USER_DATA_REFRESH_MS + 1);
    expect(requests.filter((r) => r.endsWith('/user/info'))).toHaveLength(2);
    expect(JSON.parse(storage.getItem('portal.userInfo')!)).toMatchObject({ code: 200, date: t0 + USER_DATA_REFRESH_MS + 1 });
  });

  it('swallows info failures (empty profile) and reports a dead token', async () => {
    let unauthorized = 0;
    expect(await loadUserInfo(clientFor('not-a-token'), Date.now(), () => unauthorized++)).toBeNull();
    expect(unauthorized).toBe(1);
    expect(await loadUserInfo(clientFor(null))).toBeNull();
  });

  it('writes agreements locally first with the fake accepted code, then keeps what the server confirms', async () => {
    const client = clientFor(await token('cache-ben'));
    const now = Date.now();
    expect((await loadUserSetting(client, now)).isTosAgreed).toBe(false);
    const pending = agreeToTermsOfService(client, now);
    // Before the server answers, the local copy already says agreed, with the fake code.
    expect(JSON.parse(storage.getItem('portal.userSetting')!)).toMatchObject({ code: FAKE_ACCEPTED_CODE, result: { isTosAgreed: true } });
    expect($userSetting.get()?.isTosAgreed).toBe(true);
    await pending;
    expect(JSON.parse(storage.getItem('portal.userSetting')!)).toMatchObject({ code: 200, result: { isTosAgreed: true } });

    await setMarketingTerms(client, true, now);
    expect((await loadUserSetting(client, now)).isMarketingTermsAgreed).toBe(true);
    // A stored fake accepted code always refetches, even within the interval.
    storage.setItem('portal.userSetting', JSON.stringify({ code: FAKE_ACCEPTED_CODE, date: now, result: { isTosAgreed: false } }));
    const before = requests.length;
    expect((await loadUserSetting(client, now + 1)).isTosAgreed).toBe(true);
    expect(requests.length).toBe(before + 1);
  });

  it('drops an answer that arrives after sign-out instead of writing the old session back', async () => {
    const client = clientFor(await token('cache-late'));
    const info = loadUserInfo(client);
    const hash = loadUserHash(client);
    signOut(); // the reader signs out while both are in flight
    expect(await info).toBeNull();
    expect(await hash).toBe('');
    expect(storage.getItem('portal.userInfo')).toBeNull();
    expect(storage.getItem('portal.userHash')).toBeNull();
    // The next session's reads are written as usual.
    expect(await loadUserInfo(client)).not.toBeNull();
    expect(storage.getItem('portal.userInfo')).not.toBeNull();
  });

  it("fails a setting read without login with the server's message", async () => {
    await expect(loadUserSetting(clientFor(null))).rejects.toMatchObject({ message: 'user is not logged in', statusCode: 401 });
  });
});

describe('user hash, demographics and friendship', () => {
  it('caches the user hash with a date, and gives an empty string on failure', async () => {
    const client = clientFor(await token('hash-cat'));
    const t0 = Date.now();
    const hash = await loadUserHash(client, t0);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(storage.getItem('portal.userHash')!)).toEqual({ userHash: hash, date: t0 });
    expect(await loadUserHash(clientFor(null), t0 + 1000)).toBe(hash);
    storage.clear();
    expect(await loadUserHash(clientFor(null), t0)).toBe('');
  });

  it('reads demographics the provider vouched for; failures give an empty object', async () => {
    const res = await app.request('http://portal.test/webapi/dev/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId: 'demo-dan', displayName: 'Dan', gender: 'male', age: 34 }) }, { ...platform.env, DEV_LOGIN: 'true' });
    const { accessToken } = (await res.json()) as { accessToken: string };
    expect(await loadDemographics(clientFor(accessToken))).toEqual({ gender: 'male', age: 34, interest: null, region: null });
    expect(await loadDemographics(clientFor(null))).toEqual({});
  });

  it('refuses friendship outside the messaging app, without login, id or type; adding sets the flag', async () => {
    const inApp = clientFor(await token('friend-eve'), 'Mozilla/5.0 (iPhone) Line/14.19.0');
    await expect(addFriend(inApp, { messagingApp: false, loggedIn: true }, 'CP', 'tw-morning-post')).rejects.toThrow(FRIENDSHIP_ERRORS.environment);
    await expect(addFriend(inApp, { messagingApp: true, loggedIn: false }, 'CP', 'tw-morning-post')).rejects.toThrow(FRIENDSHIP_ERRORS.login);
    await expect(addFriend(inApp, { messagingApp: true, loggedIn: true }, 'CP', null)).rejects.toThrow(FRIENDSHIP_ERRORS.id);
    await expect(addFriend(inApp, { messagingApp: true, loggedIn: true }, null, 'tw-morning-post')).rejects.toThrow(FRIENDSHIP_ERRORS.type);
    expect(requests).toEqual([]);

    const state = { messagingApp: true, loggedIn: true };
    expect(await loadFriendshipStatus(inApp, state, 'CP', ['tw-morning-post'])).toEqual({ 'tw-morning-post': false });
    await addFriend(inApp, state, 'CP', 'tw-morning-post');
    expect($friendship.get().CP).toEqual({ 'tw-morning-post': true });
    expect(await loadFriendshipStatus(inApp, state, 'CP', ['tw-morning-post'])).toEqual({ 'tw-morning-post': true });
    // A failing status call is swallowed: an empty map.
    expect(await loadFriendshipStatus(clientFor('bad'), state, 'CP', ['tw-morning-post'])).toEqual({});
  });
});
