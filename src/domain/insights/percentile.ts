// Read rules of the dashboard's Web Vitals: a percentile over summed histogram buckets (the rollups
// keep vitals as buckets, src/domain/insights/events.ts), and where a value stands against the
// metric's thresholds.
import { VITAL_THRESHOLDS, vitalBucketValue, type VitalMetric } from './events.ts';

export interface BucketCount {
  bucket: number;
  count: number;
}

/**
 * The p-th percentile (0 < p ≤ 1) of a histogram: the value of the bucket that holds the
 * ceil(p × total)-th smallest report (nearest rank), or null when there is none.
 */
export function percentileFromBuckets(metric: VitalMetric, buckets: readonly BucketCount[], p: number): number | null {
  const sorted = buckets.filter((b) => b.count > 0).sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const b of sorted) {
    seen += b.count;
    if (seen >= rank) return vitalBucketValue(metric, b.bucket);
  }
  return vitalBucketValue(metric, sorted[sorted.length - 1]!.bucket);
}

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** web.dev's rule: good up to `good`, poor above `poor`, needs improvement between. */
export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}
