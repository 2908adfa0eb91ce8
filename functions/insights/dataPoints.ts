// The insights' second home in production: Workers Analytics Engine, one data point per counted
// event, for queries the D1 rollups do not keep (any range, any path). The consumer writes through
// this one-method interface, so it runs, and is tested, where the dataset binding is absent.
import type { CollectMessage, InsightEvent } from '#/domain/insights/events.ts';
import { pathOf } from '../db/insightsWrite.ts';

/** What the consumer needs of an Analytics Engine dataset (the binding satisfies it). */
export interface DataPointWriter {
  writeDataPoint(point: AnalyticsEngineDataPoint): void;
}

/** What an event is about: the page's path, the tracked element, the metric, the event's or error's name. */
function subjectOf(e: InsightEvent): string {
  switch (e.kind) {
    case 'pageview':
      return pathOf(e.page);
    case 'impression':
    case 'click':
      return e.target;
    case 'vital':
      return e.metric;
    case 'event':
      return e.name;
    case 'error':
      return e.message.slice(0, 200);
  }
}

/** blobs: kind, market, page type, subject; doubles: the vital's or event's value, else 1; index: the market. */
export function dataPointOf(client: CollectMessage['client'], e: InsightEvent): AnalyticsEngineDataPoint {
  const value = e.kind === 'vital' ? e.value : e.kind === 'event' && e.value !== undefined ? e.value : 1;
  return { indexes: [client.country], blobs: [e.kind, client.country, e.pageType, subjectOf(e)], doubles: [value] };
}

/** Writes the counted events; a failing write is logged, never retried (D1 has counted them already). */
export function writeDataPoints(writer: DataPointWriter | undefined, message: CollectMessage, counted: readonly InsightEvent[]): void {
  if (!writer) return;
  for (const e of counted) {
    try {
      writer.writeDataPoint(dataPointOf(message.client, e));
    } catch (error) {
      console.warn('insights: analytics engine write failed', error);
    }
  }
}
