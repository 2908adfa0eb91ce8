// Feed records → the wire shapes of schemas/feeds.ts.
import type { FeedRecord } from '../db/feeds.ts';
import type { FeedView } from './schemas/feeds.ts';

export function toFeedView(f: FeedRecord): FeedView {
  return {
    id: f.id,
    publisherId: f.publisherId,
    country: f.country,
    url: f.url,
    format: f.format,
    tab: f.tab,
    category: f.category,
    pollMinutes: f.pollMinutes,
    enabled: f.enabled,
    health: {
      healthy: f.healthy,
      consecutiveFailures: f.consecutiveFailures,
      lastFailureReason: f.lastFailureReason,
      lastFailureTime: f.lastFailureTime,
      lastSuccessTime: f.lastSuccessTime,
      lastFetchTime: f.lastFetchTime,
      nextFetchTime: f.nextFetchTime,
    },
    itemCount: f.itemCount,
    createdTime: f.createdTime,
    updatedTime: f.updatedTime,
  };
}
