// The head script that reloads after a failed code chunk, run in a bare context as the page runs it.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_BOOT_SCRIPT } from '#/browser/chunkReloadBoot.ts';
import { CHUNK_RELOAD_WINDOW_MS } from '#/domain/shell/chunkReload.ts';

function page(path: string, storage: Map<string, string>, clock: { now: number }) {
  const handlers: Record<string, (e: unknown) => void> = {};
  const state = { reloads: 0, skipped: false };
  runInNewContext(CHUNK_RELOAD_BOOT_SCRIPT, {
    addEventListener: (type: string, f: (e: unknown) => void) => (handlers[type] = f),
    sessionStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) },
    location: { pathname: path, reload: () => void (state.reloads += 1) },
    document: { documentElement: { setAttribute: () => void (state.skipped = true) } },
    Date: { now: () => clock.now },
    JSON,
    RegExp,
    Error,
  });
  return {
    state,
    reject: (reason: unknown) => handlers.unhandledrejection!({ reason }),
    error: (error: unknown) => handlers.error!({ error, message: String(error) }),
    hydrationError: (error: unknown) => handlers['astro:hydration-error']!({ detail: { error } }),
  };
}

describe('reload after a failed code chunk', () => {
  it('reloads on a chunk failure, not on other errors', () => {
    const clock = { now: 1_800_000_000_000 };
    const p = page('/tw/v2/tab', new Map(), clock);
    p.reject(new Error('Network error'));
    p.error(new Error('x is not a function'));
    expect(p.state.reloads).toBe(0);
    p.reject(new TypeError('Failed to fetch dynamically imported module: http://x/_astro/Poll.island.js'));
    expect(p.state.reloads).toBe(1);
    // An island whose code failed (after Astro's own retry).
    const island = page('/tw/v2/poll/p1', new Map(), clock);
    island.hydrationError(new TypeError('Failed to fetch dynamically imported module: http://x/_astro/Poll.island.js?astro-retry=1'));
    expect(island.state.reloads).toBe(1);
  });

  it('reloads a path once a minute at most, so a chunk that keeps failing cannot loop', () => {
    const storage = new Map<string, string>();
    const clock = { now: 1_800_000_000_000 };
    page('/tw/v2/tab', storage, clock).reject(new TypeError('Importing a module script failed.'));
    clock.now += 5_000;
    const again = page('/tw/v2/tab', storage, clock);
    again.reject(new TypeError('Importing a module script failed.'));
    expect(again.state).toEqual({ reloads: 0, skipped: true });
    const elsewhere = page('/tw/v2/article/a1', storage, clock);
    elsewhere.reject('error loading dynamically imported module');
    expect(elsewhere.state.reloads).toBe(1);
    clock.now += CHUNK_RELOAD_WINDOW_MS;
    const later = page('/tw/v2/tab', storage, clock);
    later.reject(new TypeError('Importing a module script failed.'));
    expect(later.state.reloads).toBe(1);
  });
});
