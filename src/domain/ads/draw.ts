// The weighted draw of a slot's ad service (shell-spec §4) over the `adRatio` weights. The spec's
// ratio names LAD `lap`; every other key is the service's own name. Randomness is injected.
import { AD_SERVICES, type AdRatio, type AdService } from './types.ts';

/** The ratio key of each service. */
export const RATIO_KEYS: Readonly<Record<AdService, keyof AdRatio>> = { lad: 'lap', lad2: 'lad2', gpt: 'gpt', gfp: 'gfp', house: 'house' };

/** A service's weight: a finite positive number, else 0. */
export function ratioWeight(ratio: AdRatio | undefined, service: AdService): number {
  const w = ratio?.[RATIO_KEYS[service]];
  return typeof w === 'number' && Number.isFinite(w) && w > 0 ? w : 0;
}

/** The services a ratio gives a positive weight, in the spec's order. */
export function weightedServices(ratio: AdRatio | undefined): AdService[] {
  return AD_SERVICES.filter((s) => ratioWeight(ratio, s) > 0);
}

/**
 * One item by weight, each with probability weight / total (items of weight 0 or less never); null
 * when no weight is left. `random` returns a number in [0, 1), as Math.random does. The slot's
 * service draw and the first-party server's campaign and creative draws share it.
 */
export function pickByWeight<T>(items: readonly T[], weightOf: (item: T) => number, random: () => number): T | null {
  const weighted = items.filter((item) => weightOf(item) > 0);
  if (weighted.length === 0) return null;
  const total = weighted.reduce((sum, item) => sum + weightOf(item), 0);
  const r = Math.min(Math.max(random(), 0), 1) * total;
  let cumulative = 0;
  for (const item of weighted) {
    cumulative += weightOf(item);
    if (r < cumulative) return item;
  }
  // random() returned 1 (or rounding left r at the total): the last one.
  return weighted[weighted.length - 1]!;
}

/** Draws one service among those available with weight > 0; null when there is none. */
export function drawAdService(ratio: AdRatio, available: readonly AdService[], random: () => number): AdService | null {
  return pickByWeight(
    AD_SERVICES.filter((s) => available.includes(s)),
    (s) => ratioWeight(ratio, s),
    random,
  );
}
