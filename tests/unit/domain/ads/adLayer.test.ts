import { describe, expect, it } from 'vitest';
import { AdError } from '#/domain/ads/adError.ts';
import { createAdLayer } from '#/domain/ads/adLayer.ts';

describe('ad layer', () => {
  it('initialises once; a second start is refused with 11', () => {
    const layer = createAdLayer();
    expect(layer.initialised).toBe(false);
    layer.init({ theme: 'dark' });
    expect([layer.initialised, layer.theme]).toEqual([true, 'dark']);
    let error: unknown;
    try {
      layer.init();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AdError);
    expect((error as AdError).code).toBe(11);
    expect(layer.theme).toBe('dark');
  });

  it('accepts only light or dark, and only a change, and tells the listeners', () => {
    const layer = createAdLayer();
    layer.init();
    const told: string[] = [];
    const off = layer.onTheme((t) => told.push(t));
    expect(layer.setTheme('light')).toBe(false);
    expect(layer.setTheme('sepia')).toBe(false);
    expect(layer.setTheme(undefined)).toBe(false);
    expect(layer.setTheme('dark')).toBe(true);
    expect(layer.setTheme('dark')).toBe(false);
    off();
    expect(layer.setTheme('light')).toBe(true);
    expect([told, layer.theme]).toEqual([['dark'], 'light']);
  });

  it('ignores an invalid initial theme', () => {
    const layer = createAdLayer();
    layer.init({ theme: 'blue' as 'dark' });
    expect(layer.theme).toBe('light');
  });
});
