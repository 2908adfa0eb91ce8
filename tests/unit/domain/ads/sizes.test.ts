import { describe, expect, it } from 'vitest';
import { adSizeDimensions, FLEX_DEFAULT_HEIGHT, isAdSize, reservedHeight, sizeClassHeight, sizesForDevice } from '#/domain/ads/sizes.ts';
import { AD_SIZES, type AdModuleConfig } from '#/domain/ads/types.ts';

const module = (over: Partial<Pick<AdModuleConfig, 'metaData' | 'sizeClass' | 'sizes'>>) => ({
  metaData: {},
  sizeClass: 'L' as const,
  sizes: [],
  ...over,
});

describe('ad sizes', () => {
  it('allows exactly the spec sizes', () => {
    expect(AD_SIZES).toEqual(['fluid', '1x1', '300x250', '300x600', '320x50', '320x100', '320x480', '336x280', '375x145', '375x150', '468x60', '640x535', '728x90']);
    expect(isAdSize('300x250')).toBe(true);
    for (const bad of ['300x251', '970x250', '', 'FLUID']) expect(isAdSize(bad), bad).toBe(false);
  });

  it('reads dimensions of fixed sizes only', () => {
    expect(adSizeDimensions('728x90')).toEqual({ width: 728, height: 90 });
    expect(adSizeDimensions('fluid')).toBeNull();
    expect(adSizeDimensions('1x1')).toBeNull();
    expect(adSizeDimensions('970x250')).toBeNull();
  });

  it('keeps the sizes a device can show', () => {
    const all = [...AD_SIZES];
    expect(sizesForDevice(all, 'mobile')).toEqual(['fluid', '1x1', '300x250', '300x600', '320x50', '320x100', '320x480', '336x280', '375x145', '375x150']);
    expect(sizesForDevice(all, 'tablet')).toEqual(all);
    expect(sizesForDevice([...all, '970x250'], 'pc')).toEqual(all);
  });

  it('gives the size-class heights S 50, M 100, L 250, FLEX flexible', () => {
    expect([sizeClassHeight('S'), sizeClassHeight('M'), sizeClassHeight('L'), sizeClassHeight('FLEX')]).toEqual([50, 100, 250, null]);
  });

  it('reserves placeholderOn first, else the class height', () => {
    expect(reservedHeight(module({ metaData: { placeholderOn: 280 }, sizeClass: 'S' }), 'mobile')).toBe(280);
    expect(reservedHeight(module({ metaData: { placeholderOn: 0 }, sizeClass: 'L' }), 'mobile')).toBe(0);
    expect(reservedHeight(module({ metaData: { placeholderOn: -5 }, sizeClass: 'M' }), 'mobile')).toBe(100);
    expect(reservedHeight(module({ sizeClass: 'S' }), 'pc')).toBe(50);
    expect(reservedHeight(module({ sizeClass: 'L', sizes: ['300x600'] }), 'pc')).toBe(250);
  });

  it('reserves the tallest size the device shows for FLEX, else 250', () => {
    const flex = module({ sizeClass: 'FLEX', sizes: ['320x50', '300x250', '640x535'] });
    expect(reservedHeight(flex, 'mobile')).toBe(250);
    expect(reservedHeight(flex, 'pc')).toBe(535);
    expect(reservedHeight(module({ sizeClass: 'FLEX', sizes: ['fluid', '1x1'] }), 'pc')).toBe(FLEX_DEFAULT_HEIGHT);
    expect(reservedHeight(module({ sizeClass: 'FLEX', sizes: ['728x90'] }), 'mobile')).toBe(250);
    expect(reservedHeight(module({ sizeClass: 'FLEX', sizes: ['320x100', '375x150'] }), 'mobile')).toBe(150);
  });
});
