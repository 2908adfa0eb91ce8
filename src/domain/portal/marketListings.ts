// Listings a market computes from its own records rather than an editor's list (content-spec §7:
// trending, topic, video, trending-comment, drama, chart and pcp-event listings). Like the entity
// listings (entityListings.ts) their ids say what they list, so the one listing call
// (/api/v6/listings/{id}) and the load-more partial page them like any other listing.

export const CHART_TYPES = ['movie', 'drama'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/** The Period enumeration of content-spec §3: how far back a trending listing looks. */
export const PERIODS = ['ONE_HOUR', 'THREE_HOUR', 'SIX_HOUR', 'ONE_DAY', 'HALF_DAY', 'ONE_WEEK'] as const;
export type Period = (typeof PERIODS)[number];
const HOUR_MS = 3600 * 1000;
export const PERIOD_MS: Record<Period, number> = {
  ONE_HOUR: HOUR_MS,
  THREE_HOUR: 3 * HOUR_MS,
  SIX_HOUR: 6 * HOUR_MS,
  HALF_DAY: 12 * HOUR_MS,
  ONE_DAY: 24 * HOUR_MS,
  ONE_WEEK: 7 * 24 * HOUR_MS,
};
/** Trending looks back a week unless a period is named (trending_{PERIOD}). */
export const DEFAULT_TRENDING_PERIOD: Period = 'ONE_WEEK';

export type MarketListingRef =
  | { kind: 'trending'; period: Period }
  | { kind: 'video' }
  | { kind: 'trendingComment' }
  | { kind: 'drama' }
  | { kind: 'chart'; chart: ChartType }
  | { kind: 'topic'; articleHash: string }
  | { kind: 'pcpEvent'; cpId: string };

/** Stories, comments or entities: what a listing kind's items are. */
export const TRENDING_LISTING_ID = 'trending';
export const VIDEO_LISTING_ID = 'videos';
export const TRENDING_COMMENT_LISTING_ID = 'comments_trending';
export const DRAMA_LISTING_ID = 'dramas';

/** How far back trending comments look, and trending stories by default: the last week. */
export const TRENDING_WINDOW_MS = PERIOD_MS[DEFAULT_TRENDING_PERIOD];

/** The trending listing over a period: `trending` for the default week, else `trending_{PERIOD}`. */
export const trendingListingId = (period: Period = DEFAULT_TRENDING_PERIOD) => (period === DEFAULT_TRENDING_PERIOD ? TRENDING_LISTING_ID : `${TRENDING_LISTING_ID}_${period}`);
const TRENDING_ID = /^trending_(ONE_HOUR|THREE_HOUR|SIX_HOUR|ONE_DAY|HALF_DAY|ONE_WEEK)$/;

export const chartListingId = (chart: ChartType) => `chart_${chart}`;
export const topicListingId = (articleHash: string) => `topic_${articleHash}`;
/** A partner publisher's curation (the portal's "pcp curation" module): its editors' event picks. */
export const pcpEventListingId = (cpId: string) => `pcpevent_${cpId}`;

const TOPIC_ID = /^topic_([A-Za-z0-9]{4,40})$/;
const CHART_ID = /^chart_(movie|drama)$/;
const PCP_EVENT_ID = /^pcpevent_([a-z0-9][a-z0-9-]{0,80})$/;

/** What a market listing id lists, or null when the id is not one. */
export function parseMarketListingId(id: string): MarketListingRef | null {
  switch (id) {
    case TRENDING_LISTING_ID:
      return { kind: 'trending', period: DEFAULT_TRENDING_PERIOD };
    case VIDEO_LISTING_ID:
      return { kind: 'video' };
    case TRENDING_COMMENT_LISTING_ID:
      return { kind: 'trendingComment' };
    case DRAMA_LISTING_ID:
      return { kind: 'drama' };
  }
  const trending = TRENDING_ID.exec(id);
  if (trending) return { kind: 'trending', period: trending[1] as Period };
  const chart = CHART_ID.exec(id);
  if (chart) return { kind: 'chart', chart: chart[1] as ChartType };
  const topic = TOPIC_ID.exec(id);
  if (topic) return { kind: 'topic', articleHash: topic[1]! };
  const pcp = PCP_EVENT_ID.exec(id);
  if (pcp) return { kind: 'pcpEvent', cpId: pcp[1]! };
  return null;
}

