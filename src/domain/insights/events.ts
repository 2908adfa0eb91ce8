// Measurement (issue 32; shell-spec §3, §5, §7–§9): what the browser's tracker sends to the
// collector (`POST /webapi/collect`), as one batch per flush, and the rules both ends share. The
// collector validates every field against these caps (its zod schemas mirror these types), puts each
// accepted batch on the insights queue, and the queue's consumer rolls the events up per minute in
// D1 (migrations/0045_insights.sql), each event counted once by its id.
import type { PlatformCode } from '#/domain/shell/environment.ts';

/** Largest body the collector reads (shell-spec §9's error payload cap): past it, 413. */
export const COLLECT_BODY_MAX_BYTES = 102_400;
/** Events in one batch (the tracker flushes before this many). */
export const COLLECT_BATCH_MAX = 50;

/** Who sends: one browser, as the tracker knows it. */
export interface CollectClient {
  /** A random id kept in the browser's local storage (8–64 of [A-Za-z0-9_-]): the rate limit's key. */
  cid: string;
  /** SHA-256 hex (64) of the messaging app's tid, when there is one (shell-spec §3: never the tid itself). */
  tid?: string;
  platform: PlatformCode;
  /** Market code of the page (`src/markets.ts`). */
  country: string;
  /** The reader's test group (cookie; `NA` by default), ≤ 40 characters. */
  group: string;
  /** The messaging app's version inside LIFF only, ≤ 32 characters. */
  appVersion?: string;
}

/** Every event: its idempotency key, when, and on which page. */
interface EventBase {
  /** A UUID made by the tracker: the same event sent twice (a resent beacon) counts once. */
  id: string;
  /** Epoch ms on the reader's clock (the rollups use the collector's receipt time). */
  at: number;
  /** Path plus query, ≤ 512 characters (shell-spec §3 page-view `page`). */
  page: string;
  /** The page type (shell-spec §3: general, topic, profile…; the tracker names one per route), ≤ 40 characters, [A-Za-z0-9_ -]. */
  pageType: string;
}

/** shell-spec §3 page-view payload (the fields a page has; all but title optional). */
export interface PageViewEvent extends EventBase {
  kind: 'pageview';
  title: string;
  /** The page's entity id (article hash, profile id, poll id…). */
  entityId?: string;
  categoryName?: string;
  publisher?: string;
  tabPath?: string;
  templateId?: string;
  theme?: 'light' | 'dark';
  /** Video-type pages only (videohub, trailer, live, ive). */
  autoplay?: boolean;
  position?: number;
}

/** A named event: tag-manager clicks (entmt.clickbtn.*), gallery slide/zoom, online/offline, swipe back… */
export interface NamedEvent extends EventBase {
  kind: 'event';
  /** ≤ 64 characters, [A-Za-z0-9_.:-]. */
  name: string;
  label?: string;
  value?: number;
}

/** An impression (≥ 50 % visible for 1 s, shell-spec §5) or a click of a tracked element. */
export interface TargetEvent extends EventBase {
  kind: 'impression' | 'click';
  /** The ad slot's element id, the module's id, or a card's entity id; ≤ 120 characters. */
  target: string;
  targetKind: 'ad' | 'module' | 'card';
}

export const VITAL_METRICS = ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** A Web Vital as the web-vitals library reports it. */
export interface VitalEvent extends EventBase {
  kind: 'vital';
  metric: VitalMetric;
  /** ms, or the layout-shift score for CLS; ≥ 0. */
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  /** What the library's attribution names (the LCP element, the INP target…), ≤ 200 characters. */
  attribution?: string;
}

/** An error report (shell-spec §8: uncaught errors and rejections, 'HLS Error:' wrapped). */
export interface ErrorEvent extends EventBase {
  kind: 'error';
  /** ≤ 500 characters. */
  message: string;
  /** ≤ 4,000 characters. */
  stack?: string;
  source: 'error' | 'rejection' | 'hls' | 'report';
}

export type InsightEvent = PageViewEvent | NamedEvent | TargetEvent | VitalEvent | ErrorEvent;
export type InsightKind = InsightEvent['kind'];
export const INSIGHT_KINDS = ['pageview', 'event', 'impression', 'click', 'vital', 'error'] as const satisfies readonly InsightKind[];

/** The collector's body. */
export interface CollectBatch {
  client: CollectClient;
  events: InsightEvent[];
}

/** What the collector puts on the queue: one message per accepted batch. */
export interface CollectMessage extends CollectBatch {
  /** Epoch ms at which the collector accepted it: the rollups' minute. */
  receivedAt: number;
}

/**
 * The "good" and "poor" thresholds of each vital (web.dev's): good ≤ good, poor > poor. The
 * dashboard compares each page type's p75 with them.
 */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  CLS: { good: 0.1, poor: 0.25 },
  INP: { good: 200, poor: 500 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/**
 * Vitals are rolled up as histograms (a p75 over any range is read from summed buckets): 50 ms a
 * bucket for the timings, 0.005 for CLS, the last bucket holding everything above.
 */
export const VITAL_BUCKETS = 200;
const BUCKET_WIDTH: Record<VitalMetric, number> = { LCP: 50, INP: 50, FCP: 50, TTFB: 50, CLS: 0.005 };

export function vitalBucket(metric: VitalMetric, value: number): number {
  return Math.min(VITAL_BUCKETS - 1, Math.max(0, Math.floor(value / BUCKET_WIDTH[metric])));
}

/** The value a bucket stands for: its middle. */
export function vitalBucketValue(metric: VitalMetric, bucket: number): number {
  return (bucket + 0.5) * BUCKET_WIDTH[metric];
}

/** The rollups' time unit. */
export const minuteOf = (epochMs: number): number => Math.floor(epochMs / 60_000);
