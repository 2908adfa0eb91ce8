// The browser's user data against the real API on real local D1: the start-up's reader check (info
// cached with a date and refetched by the rules of content-spec §4, the group cookie, a refused token
// and a restricted region ending the session), settings cached alike, agreements written locally
// first, the user hash cached ('' on failure), demographics ({} on failure), friendship refused in an
// invalid state before any call. Only the browser's storage, cookie jar and navigation are stood in
// for (node has none).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { createWebapiClient, type WebapiClient } from '#/api/webapiClient.ts';
import { FAKE_ACCEPTED_CODE, USER_DATA_REFRESH_MS } from '#/domain/identity/userDataCache.ts';
import { FRIENDSHIP_ERRORS } from '#/domain/identity/friendship.ts';
import { $userSetting, loadUserHash } from '#/stores/userData.ts';
import { agreeToTermsOfService, loadUserSetting, setMarketingTerms } from '#/stores/userSettings.ts';
import { $friendship, addFriend, loadFriendshipStatus } from '#/stores/friendship.ts';
import { loadDemographics } from '#/stores/demographics.ts';
import { signIn, signOut } from '#/stores/session.ts';
import { checkReader, type ReaderCheckIo } from '#/browser/readerCheck.ts';
import { MARKETS } from '#/markets.ts';
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

/** The API in-process, as a browser with `ua` asks it; `held` delays the answer until it settles. */
function fetcherFor(ua: string, held?: Promise<void>) {
  return async (request: Request) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    const headers = new Headers(request.headers);
    headers.set('User-Agent', ua);
    const answer = await app.request(new Request(request, { headers }), undefined, { ...platform.env, DEV_LOGIN: 'true' });
    await held;
    return answer;
  };
}

function clientFor(token: string | null, ua = 'Mozilla/5.0', held?: Promise<void>): WebapiClient {
  return createWebapiClient({ country: 'tw', origin: 'http://portal.test', accessToken: token ? { kind: 'liff', token } : null, fetcher: fetcherFor(ua, held) });
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
  $userSetting.set(null);
  $friendship.set({});
});

/** A browser page's stand-ins at time `now`: fetch reaches the app in-process; cookies and navigation are recorded. */
function pageAt(now: number) {
  const cookies: string[] = [];
  const assigned: string[] = [];
  const io: ReaderCheckIo = {
    fetch: async (url, init) => {
      requests.push(`GET ${new URL(url, 'http://portal.test').pathname}`);
      return app.request(new Request(new URL(url, 'http://portal.test'), init), undefined, { ...platform.env, DEV_LOGIN: 'true' });
    },
    now: () => now,
    cookies: { read: () => '', write: (cookie) => void cookies.push(cookie) },
    assign: (path) => void assigned.push(path),
    secure: true,
  };
  return { io, cookies, assigned };
}

function signInAs(userId: string, accessToken: string): void {
  signIn({ token: { kind: 'liff', token: accessToken }, userId, displayName: userId, pictureUrl: null });
}
const infoCalls = () => requests.filter((r) => r.endsWith('/user/info')).length;

describe("the start-up's reader check", () => {
  it('reuses the cached info within the refresh interval, refetches after it, and keeps the group cookie', async () => {
    signInAs('cache-ann', await token('cache-ann'));
    const t0 = 1_800_000_000_000;
    const first = pageAt(t0);
    await checkReader(MARKETS.tw, first.io);
    expect(first.cookies).toEqual([`group=NA; path=/; max-age=${14 * 86400}; samesite=lax; secure`]);
    await checkReader(MARKETS.tw, pageAt(t0 + USER_DATA_REFRESH_MS - 1).io);
    expect(infoCalls()).toBe(1);
    await checkReader(MARKETS.tw, pageAt(t0 + USER_DATA_REFRESH_MS + 1).io);
    expect(infoCalls()).toBe(2);
    expect(JSON.parse(storage.getItem('portal.userInfo')!)).toMatchObject({ code: 200, date: t0 + USER_DATA_REFRESH_MS + 1 });
  });

  it('asks nothing without a session, and ends a session whose token the API refuses', async () => {
    await checkReader(MARKETS.tw, pageAt(Date.now()).io);
    expect(requests).toEqual([]);
    signInAs('gone', 'not-a-token');
    const page = pageAt(Date.now());
    await checkReader(MARKETS.tw, page.io);
    expect(infoCalls()).toBe(1);
    expect(storage.getItem('portal.session')).toBeNull();
    expect(storage.getItem('portal.loggedIn')).toBe('false');
    expect(page.cookies).toEqual([]);
  });

  it('signs a reader from a restricted region out and sends them to the region page', async () => {
    signInAs('th-cn-reader', await token('th-cn-reader'));
    await checkReader(MARKETS.th, pageAt(Date.now()).io); // the account exists now, region unknown
    expect(storage.getItem('portal.session')).not.toBeNull();
    await platform.env.DB.prepare("UPDATE users SET region = 'CN' WHERE user_id = ?").bind('th-cn-reader').run();
    storage.removeItem('portal.userInfo');
    const page = pageAt(Date.now());
    await checkReader(MARKETS.th, page.io);
    expect(page.assigned).toEqual(['/th/v3/service/region_restricted']);
    expect(storage.getItem('portal.session')).toBeNull();
    // The same reader is welcome where the market restricts nothing.
    signInAs('th-cn-reader', await token('th-cn-reader'));
    const tw = pageAt(Date.now());
    await checkReader(MARKETS.tw, tw.io);
    expect(tw.assigned).toEqual([]);
  });
});

describe('user settings cache', () => {

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
    const accessToken = await token('cache-late');
    signInAs('cache-late', accessToken);
    const client = clientFor(accessToken);
    const check = checkReader(MARKETS.tw, pageAt(Date.now()).io);
    const hash = loadUserHash(client);
    signOut(); // the reader signs out while both are in flight
    await check;
    expect(await hash).toBe('');
    expect(storage.getItem('portal.userInfo')).toBeNull();
    expect(storage.getItem('portal.userHash')).toBeNull();
    // The next session's reads are written as usual.
    signInAs('cache-late', accessToken);
    await checkReader(MARKETS.tw, pageAt(Date.now()).io);
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

  it('a status answer older than an add made meanwhile does not take the friend back', async () => {
    const reader = await token('friend-fay');
    const state = { messagingApp: true, loggedIn: true };
    // The status call leaves first and is answered last (the reader tapped Add while it was on its way).
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const inApp = clientFor(reader, 'Mozilla/5.0 (iPhone) Line/14.19.0');
    const slow = clientFor(reader, 'Mozilla/5.0 (iPhone) Line/14.19.0', held);
    const status = loadFriendshipStatus(slow, state, 'CP', ['tw-evening-news', 'tw-morning-post']);
    await addFriend(inApp, state, 'CP', 'tw-evening-news');
    answer();
    expect(await status).toEqual({ 'tw-evening-news': false, 'tw-morning-post': false });
    expect($friendship.get().CP).toMatchObject({ 'tw-evening-news': true, 'tw-morning-post': false });
    // A status call started after the add is the truth again.
    expect(await loadFriendshipStatus(inApp, state, 'CP', ['tw-evening-news'])).toEqual({ 'tw-evening-news': true });
  });
});
