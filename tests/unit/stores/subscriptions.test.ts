// The follow store against the real content API on a real local D1 with the demo content: the
// reader's list read once, a follow shown before the server answers, a second tap while sending
// ignored, refusals rolled back with their reason, and a server already in the asked-for state.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { createWebapiClient, type WebapiClient } from '#/api/webapiClient.ts';
import { $followSending, $followed, $followedStatus, loadFollowed, toggleFollow } from '#/stores/subscriptions.ts';
import { $session } from '#/stores/session.ts';
import { openTestPlatform, type TestPlatform } from '../../helpers/testPlatform.ts';

let platform: TestPlatform;
const PAPER = 'tw-morning-post';
const KEY = `CP:${PAPER}`;

async function signedIn(userId: string): Promise<WebapiClient> {
  const token = await issueDevToken({ userId, displayName: userId }, undefined);
  $session.set({ token: { kind: 'liff', token }, userId, displayName: userId, pictureUrl: null });
  return createWebapiClient({
    country: 'tw',
    origin: 'http://portal.test',
    accessToken: { kind: 'liff', token },
    fetcher: async (request) => app.request(request, undefined, { ...platform.env, DEV_LOGIN: 'true' }),
  });
}

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
}, 120_000);
afterAll(async () => {
  $session.set(null);
  await platform?.dispose();
});
beforeEach(() => {
  // A session change resets the store (as a sign-in or sign-out does in the browser).
  $session.set(null);
});

describe('follow store', () => {
  it('knows a signed-out reader follows nothing, without asking the server', async () => {
    await loadFollowed({ get: () => Promise.reject(new Error('not asked')), send: () => Promise.reject(new Error('not asked')) } as never);
    expect($followedStatus.get()).toBe('ready');
    expect($followed.get()).toEqual({});
  });

  it('shows a follow at once, ignores a second tap while it is sent, and keeps it once the server agrees', async () => {
    const client = await signedIn(`store-follow-${Date.now()}`);
    await loadFollowed(client);
    expect($followedStatus.get()).toBe('ready');
    expect($followed.get()[KEY]).toBeUndefined();

    const first = toggleFollow(client, 'CP', PAPER);
    expect($followed.get()[KEY]).toBe(true);
    expect($followSending.get()[KEY]).toBe(true);
    expect(await toggleFollow(client, 'CP', PAPER)).toEqual({ ok: false, ignored: true });
    expect(await first).toEqual({ ok: true });
    expect($followSending.get()[KEY]).toBeUndefined();
    expect($followed.get()[KEY]).toBe(true);
    const list = await client.get('/subscription/list', { query: { offset: 0, length: 10 } });
    expect(list.items.map((i) => `${i.entityType}:${i.entityId}`)).toEqual([KEY]);

    const off = toggleFollow(client, 'CP', PAPER);
    expect($followed.get()[KEY]).toBeUndefined();
    expect(await off).toEqual({ ok: true });
    expect((await client.get('/subscription/list', { query: { offset: 0, length: 10 } })).total).toBe(0);
  });

  it('rolls a refused follow back and says why', async () => {
    const client = await signedIn(`store-refused-${Date.now()}`);
    await loadFollowed(client);
    const pending = toggleFollow(client, 'CP', 'tw-no-such-paper');
    expect($followed.get()['CP:tw-no-such-paper']).toBe(true);
    expect(await pending).toEqual({ ok: false, code: undefined, statusCode: 404 });
    expect($followed.get()['CP:tw-no-such-paper']).toBeUndefined();

    expect(await toggleFollow(client, 'PROFILE', 'someone')).toEqual({ ok: false, code: undefined, statusCode: 404 });
    expect($followed.get()['PROFILE:someone']).toBeUndefined();
  });

  it('keeps what the reader asked for when the server was already there (another tab followed first)', async () => {
    const userId = `store-behind-${Date.now()}`;
    const client = await signedIn(userId);
    await loadFollowed(client);
    await client.send('POST', '/subscription/entity/subscribe', { json: { entityType: 'CP', entityId: PAPER } });
    // This page still shows 'follow': the tap follows, the server says 120001, the screen stays 'following'.
    expect(await toggleFollow(client, 'CP', PAPER)).toEqual({ ok: true });
    expect($followed.get()[KEY]).toBe(true);
  });
});
