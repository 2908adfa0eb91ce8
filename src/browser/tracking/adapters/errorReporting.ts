// The error-reporting service (shell-spec §7, §8, §9): each error report posted as one of its events,
// with what shell-spec §7 says is sent (country, group, the tid's hash, app version, environment) and
// the last 30 breadcrumbs before it (the tracker's page views, clicks and named events); and for 1 %
// of page loads the page-load transaction, ended at the tracker's idle or after 600 s
// (src/domain/insights/errorTrail.ts).
import type { CollectClient } from '#/domain/insights/events.ts';
import { createBreadcrumbTrail, createPageLoadTransaction, transactionSampled, type PageLoadTransaction } from '#/domain/insights/errorTrail.ts';
import type { TrackingServices } from '#/domain/insights/trackingConfig.ts';
import { post, type TrackingAdapter } from './adapter.ts';

const hex = (bytes: number) => [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
const tagsOf = (client: CollectClient) => ({ country: client.country, group: client.group, platform: client.platform, appVersion: client.appVersion });

export function errorReportingAdapter({ endpoint }: NonNullable<TrackingServices['errorReporting']>, draw = Math.random()): TrackingAdapter {
  const trail = createBreadcrumbTrail();
  const traceId = hex(16);
  let transaction: PageLoadTransaction | undefined;
  let who: CollectClient | undefined;
  const startTransaction = () =>
    createPageLoadTransaction({
      start: Math.round(performance.timeOrigin),
      now: () => Date.now(),
      setTimer: (fn: () => void, ms: number) => setTimeout(fn, ms),
      clearTimer: (id) => clearTimeout(id),
      onEnd: ({ start, end, reason, events }) =>
        post(endpoint, JSON.stringify({
          type: 'transaction',
          event_id: hex(16),
          platform: 'javascript',
          transaction: location.pathname,
          start_timestamp: start / 1000,
          timestamp: end / 1000,
          contexts: { trace: { trace_id: traceId, span_id: hex(8), op: 'pageload', status: 'ok' } },
          tags: { ...(who && tagsOf(who)), ended: reason },
          extra: { events },
        })),
    });
  return {
    observe(event, client) {
      who = client;
      if (!transactionSampled(draw)) return;
      transaction ??= startTransaction();
      transaction.activity(event.at);
    },
    send(events, client) {
      for (const e of events) {
        if (e.kind !== 'error') {
          trail.add(e);
          continue;
        }
        post(endpoint, JSON.stringify({
          event_id: e.id.replace(/-/g, ''),
          timestamp: e.at / 1000,
          platform: 'javascript',
          level: 'error',
          message: e.message,
          tags: { ...tagsOf(client), source: e.source, pageType: e.pageType },
          user: client.tid ? { id: client.tid } : undefined,
          request: { url: location.origin + e.page },
          breadcrumbs: { values: trail.list() },
          contexts: transactionSampled(draw) ? { trace: { trace_id: traceId } } : undefined,
          extra: e.stack ? { stack: e.stack } : undefined,
        }));
      }
    },
  };
}
