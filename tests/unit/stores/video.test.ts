// Saving watch progress many times uses one API client for the page, with one session listener:
// no client and no $session listener per save.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const sent: unknown[] = [];
const createSessionClient = vi.fn(() => ({ send: async (...args: unknown[]) => void sent.push(args), get: async () => ({ items: [] }) }));
vi.mock('#/stores/sessionClient.ts', () => ({ createSessionClient }));

const storage = new Map<string, string>();
beforeAll(() => {
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  });
  vi.stubGlobal('location', { pathname: '/tw/v2/article/AbC123' });
});
afterAll(() => vi.unstubAllGlobals());

describe('video watch logs', () => {
  it('sends the history of a signed-in reader through one client, however often progress is saved', async () => {
    const { $session } = await import('#/stores/session.ts');
    const { saveWatchProgress, $watchLogs } = await import('#/stores/video.ts');
    $session.set({ token: 'token' as never, userId: 'u1', displayName: 'Mei', pictureUrl: null });
    for (let t = 1; t <= 5; t++) saveWatchProgress('51', { currentTime: t, duration: 60 });
    await Promise.resolve();
    expect(createSessionClient).toHaveBeenCalledTimes(1);
    expect(createSessionClient).toHaveBeenCalledWith('tw');
    expect(sent).toHaveLength(5);
    expect($watchLogs.get()['51']?.currentTime).toBe(5);
  });

  it('sends nothing for a signed-out reader', async () => {
    const { $session } = await import('#/stores/session.ts');
    const { saveWatchProgress } = await import('#/stores/video.ts');
    $session.set(null);
    saveWatchProgress('51', { currentTime: 9, duration: 60 });
    expect(sent).toHaveLength(5);
  });
});
