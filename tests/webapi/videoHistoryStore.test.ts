// The watch-history store of the video player against the real API on real local D1: a signed-in
// reader's progress reaches the server through one client per page (one $session listener, not one
// per save), and a signed-out reader's stays local. Only the browser's globals are stood in for
// (node has no window, location or localStorage); fetch goes into the Hono app in-process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { createWebapiClient } from '#/api/webapiClient.ts';
import { $session } from '#/stores/session.ts';
import { $watchLogs, saveWatchProgress } from '#/stores/video.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const storage = new Map<string, string>();
const answered: Promise<Response>[] = [];
const env = () => ({ ...platform.env, DEV_LOGIN: 'true' });
// API test files share their workers: the globals are put back afterwards.
const realFetch = globalThis.fetch;
const STOOD_IN = ['localStorage', 'location', 'window'] as const;

beforeAll(async () => {
  platform = await openTestPlatform({ content: false });
  Object.assign(globalThis, {
    localStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) },
    location: { pathname: '/tw/v2/article/AbC123', origin: 'http://portal.test' },
    window: { location: { origin: 'http://portal.test' } },
  });
  // The browser client's fetch, answered by the API in-process; every call is kept to await it.
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = Promise.resolve(app.request(new Request(input, init), undefined, env()));
    answered.push(response);
    return response;
  };
});
afterAll(async () => {
  $session.set(null);
  globalThis.fetch = realFetch;
  for (const name of STOOD_IN) delete (globalThis as Record<string, unknown>)[name];
  await platform?.dispose();
});

describe('video watch history', () => {
  it("sends a signed-in reader's progress through one client, however often it is saved", async () => {
    const token = await issueDevToken({ userId: 'video-mei', displayName: 'Mei' }, undefined);
    $session.set({ token: { kind: 'liff', token }, userId: 'video-mei', displayName: 'Mei', pictureUrl: null });
    const listenersBefore = $session.lc;
    for (let t = 1; t <= 5; t++) saveWatchProgress('v51', { currentTime: t * 10, duration: 60 });
    const answers = await Promise.all(answered);
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    // One session client for the page: one listener at most, however many saves.
    expect($session.lc - listenersBefore).toBeLessThanOrEqual(1);
    saveWatchProgress('v51', { currentTime: 55, duration: 60 });
    await Promise.all(answered);
    expect($session.lc - listenersBefore).toBeLessThanOrEqual(1);
    expect($watchLogs.get()['v51']?.currentTime).toBe(55);

    const reader = createWebapiClient({ country: 'tw', origin: 'http://portal.test', accessToken: { kind: 'liff', token }, fetcher: async (r) => app.request(r, undefined, env()) });
    const { items } = await reader.get('/reading-history/videos');
    expect(items).toEqual([expect.objectContaining({ id: 'v51', watchedTime: 55, duration: 60 })]);
  });

  it('keeps a signed-out reader\'s progress on the device only', async () => {
    $session.set(null);
    const calls = answered.length;
    saveWatchProgress('v52', { currentTime: 9, duration: 60 });
    expect(answered.length).toBe(calls);
    expect($watchLogs.get()['v52']?.currentTime).toBe(9);
  });
});
