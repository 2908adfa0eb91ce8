import { describe, expect, it } from 'vitest';
import { createAdIdPool, drawEntityId } from '#/domain/ads/idPool.ts';

const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('ad id pool', () => {
  it('hands out distinct ids until it holds `size`, then refuses with the spec message', () => {
    let n = 0;
    const pool = createAdIdPool(3, () => (n++ * 0.1) % 1);
    const ids = [pool.next(), pool.next(), pool.next()];
    expect(new Set(ids).size).toBe(3);
    expect(() => pool.next()).toThrow(new Error('Ad Pool is full enough to generate more ids'));
    pool.release(ids[0]!);
    expect(pool.inUse).toBe(2);
    expect(pool.next()).toMatch(/^[0-9a-z]{8}$/);
  });

  it('retries a taken id up to 10 times', () => {
    let calls = 0;
    const random = () => (++calls < 10 ? 0.5 : 0.25);
    const taken = new Set([drawEntityId(new Set(), () => 0.5)!]);
    expect(drawEntityId(taken, random)).toBe(drawEntityId(new Set(), () => 0.25));
    expect(calls).toBe(10);
  });

  it('gives up after 10 taken ids', () => {
    let calls = 0;
    const taken = new Set([drawEntityId(new Set(), () => 0.5)!]);
    expect(drawEntityId(taken, () => (calls++, 0.5))).toBeNull();
    expect(calls).toBe(10);
    const pool = createAdIdPool(5, sequence(0.5));
    pool.next();
    expect(() => pool.next()).toThrow('Ad Pool is full enough to generate more ids');
  });

  it('keeps ids in range at the edges of random', () => {
    expect(drawEntityId(new Set(), () => 0)).toBe('00000000');
    expect(drawEntityId(new Set(), () => 1)).toBe('zzzzzzzz');
  });
});
