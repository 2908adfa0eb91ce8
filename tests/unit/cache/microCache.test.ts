import { describe, expect, it } from 'vitest';
import type { CachedPage } from '#/cache/cachedPage.ts';
import { MicroCache } from '#/cache/microCache.ts';

const T0 = 1_800_000_000_000;
const pageOf = (body: string, maxAge = 60, storedAt = T0): CachedPage => ({
  status: 200, headers: [], body, storedAt, maxAge, swr: 0, staleIfError: 0, tags: [], path: '/',
});

describe('micro-cache', () => {
  it('keeps a copy for its time-to-live, never past the page fresh window', () => {
    const micro = new MicroCache({ ttlMs: 5_000, maxBytes: 1_000, maxEntries: 10 });
    micro.set('a', 'ka', pageOf('A'), T0);
    micro.set('b', 'kb', pageOf('B', 2), T0);
    expect(micro.get('a', T0 + 4_999)?.page.body).toBe('A');
    expect(micro.get('a', T0 + 5_000)).toBeUndefined();
    expect(micro.get('b', T0 + 1_999)?.page.body).toBe('B');
    expect(micro.get('b', T0 + 2_001)).toBeUndefined();
  });

  it('drops the least recently used copies beyond its byte and entry caps', () => {
    const micro = new MicroCache({ ttlMs: 5_000, maxBytes: 100, maxEntries: 3 });
    micro.set('a', 'ka', pageOf('x'.repeat(20)), T0);
    micro.set('b', 'kb', pageOf('x'.repeat(20)), T0);
    micro.set('c', 'kc', pageOf('x'.repeat(20)), T0);
    micro.get('a', T0); // a is now the most recent
    micro.set('d', 'kd', pageOf('x'.repeat(20)), T0);
    expect(micro.get('b', T0)).toBeUndefined();
    expect(micro.get('a', T0)).toBeDefined();
    micro.set('e', 'ke', pageOf('x'.repeat(24)), T0); // 24 bytes is within a quarter of 100
    micro.set('f', 'kf', pageOf('x'.repeat(24)), T0);
    expect(micro.size).toBeLessThanOrEqual(3);
    micro.set('big', 'kbig', pageOf('x'.repeat(26)), T0); // over a quarter of the cap: never kept
    expect(micro.get('big', T0)).toBeUndefined();
  });

  it('forgets the copies of purged keys', () => {
    const micro = new MicroCache({ ttlMs: 5_000, maxBytes: 1_000, maxEntries: 10 });
    micro.set('a|web', 'k1', pageOf('A'), T0);
    micro.set('a|app', 'k2', pageOf('A2'), T0);
    expect(micro.deleteKeys(new Set(['k1']))).toBe(1);
    expect(micro.get('a|web', T0)).toBeUndefined();
    expect(micro.get('a|app', T0)?.page.body).toBe('A2');
  });
});
