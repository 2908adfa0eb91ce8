import { describe, expect, it } from 'vitest';
import { drawAdService, ratioWeight, weightedServices } from '#/domain/ads/draw.ts';
import { AD_SERVICES, type AdService } from '#/domain/ads/types.ts';

const all: AdService[] = [...AD_SERVICES];

describe('drawAdService', () => {
  it('reads LAD from the `lap` key and ignores weights that are not positive numbers', () => {
    expect(ratioWeight({ lap: 3 }, 'lad')).toBe(3);
    expect(ratioWeight({ lap: 3 }, 'lad2')).toBe(0);
    expect(weightedServices({ lap: 1, gpt: 0, gfp: -1, house: Number.NaN, lad2: 2 })).toEqual(['lad', 'lad2']);
  });

  it('splits [0, 1) by weight in the spec order', () => {
    const ratio = { lap: 1, gpt: 2, house: 1 };
    const at = (r: number) => drawAdService(ratio, all, () => r);
    expect([at(0), at(0.2499), at(0.25), at(0.7499), at(0.75), at(0.9999)]).toEqual(['lad', 'lad', 'gpt', 'gpt', 'house', 'house']);
  });

  it('draws only among available services with weight', () => {
    const ratio = { lap: 5, gpt: 1, house: 1 };
    expect(drawAdService(ratio, ['gpt', 'house'], () => 0.4)).toBe('gpt');
    expect(drawAdService(ratio, ['gpt', 'house'], () => 0.6)).toBe('house');
    expect(drawAdService({ house: 1 }, ['gpt'], () => 0)).toBeNull();
    expect(drawAdService({}, all, () => 0)).toBeNull();
    expect(drawAdService({ gpt: 0, house: 1 }, all, () => 0)).toBe('house');
  });

  it('stays within the candidates at the edges of random', () => {
    expect(drawAdService({ gpt: 1, house: 1 }, all, () => 1)).toBe('house');
    expect(drawAdService({ gpt: 1, house: 1 }, all, () => -0.5)).toBe('gpt');
  });

  it('follows the weights over many draws', () => {
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const counts: Record<string, number> = {};
    for (let i = 0; i < 10_000; i++) {
      const s = drawAdService({ lap: 1, gpt: 3 }, all, random)!;
      counts[s] = (counts[s] ?? 0) + 1;
    }
    expect(counts.lad! / 10_000).toBeGreaterThan(0.22);
    expect(counts.lad! / 10_000).toBeLessThan(0.28);
    expect(Object.keys(counts).sort()).toEqual(['gpt', 'lad']);
  });
});
