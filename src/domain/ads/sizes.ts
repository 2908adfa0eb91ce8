// Ad sizes and the height a module reserves before its ad arrives (shell-spec §3, content-spec §9):
// the placeholder keeps this minimum height so the page does not shift when the ad renders.
import { AD_SIZES, SIZE_CLASS_HEIGHTS, type AdModuleConfig, type AdSize, type SizeClass } from './types.ts';

type Device = 'pc' | 'mobile' | 'tablet';

/** What a FLEX module reserves when none of its sizes has a fixed height. */
export const FLEX_DEFAULT_HEIGHT = 250;

/**
 * The widest ad each device class shows: the spec's widest mobile sizes are 375 px (375x145,
 * 375x150); tablets go to the 768 px breakpoint; desktops take every size.
 */
export const DEVICE_MAX_AD_WIDTH: Readonly<Record<Device, number>> = { mobile: 375, tablet: 768, pc: Number.POSITIVE_INFINITY };

export function isAdSize(value: string): value is AdSize {
  return (AD_SIZES as readonly string[]).includes(value);
}

/** Width and height of a fixed size; null for 'fluid', '1x1' (out-of-page) and anything not allowed. */
export function adSizeDimensions(size: string): { width: number; height: number } | null {
  if (!isAdSize(size) || size === 'fluid' || size === '1x1') return null;
  const [width, height] = size.split('x').map(Number) as [number, number];
  return { width, height };
}

/** The sizes of a list a device can show (fluid and 1x1 fit everywhere). */
export function sizesForDevice(sizes: readonly string[], device: Device): AdSize[] {
  return sizes.filter(isAdSize).filter((size) => (adSizeDimensions(size)?.width ?? 0) <= DEVICE_MAX_AD_WIDTH[device]);
}

export function sizeClassHeight(c: SizeClass): number | null {
  return SIZE_CLASS_HEIGHTS[c] ?? null;
}

/**
 * The placeholder's minimum height: metaData.placeholderOn when set, else the size class's height;
 * FLEX reserves the tallest fixed size the device can show, else 250.
 */
export function reservedHeight(config: Pick<AdModuleConfig, 'metaData' | 'sizeClass' | 'sizes'>, device: Device): number {
  const placeholder = config.metaData?.placeholderOn;
  if (typeof placeholder === 'number' && Number.isFinite(placeholder) && placeholder >= 0) return Math.round(placeholder);
  const fixed = sizeClassHeight(config.sizeClass);
  if (fixed !== null) return fixed;
  const heights = sizesForDevice(config.sizes ?? [], device)
    .map((size) => adSizeDimensions(size)?.height)
    .filter((h): h is number => h !== undefined);
  return heights.length > 0 ? Math.max(...heights) : FLEX_DEFAULT_HEIGHT;
}
