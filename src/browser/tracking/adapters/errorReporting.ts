// The error-reporting service (shell-spec §7, §8): each error report posted as one of its events,
// with what shell-spec §7 says is sent (country, group, the tid's hash, app version, environment).
import type { TrackingServices } from '#/domain/insights/trackingConfig.ts';
import { post, type TrackingAdapter } from './adapter.ts';

export function errorReportingAdapter({ endpoint }: NonNullable<TrackingServices['errorReporting']>): TrackingAdapter {
  return {
    send(events, client) {
      for (const e of events) {
        if (e.kind !== 'error') continue;
        post(endpoint, JSON.stringify({
          event_id: e.id.replace(/-/g, ''),
          timestamp: e.at / 1000,
          platform: 'javascript',
          level: 'error',
          message: e.message,
          tags: { country: client.country, group: client.group, platform: client.platform, source: e.source, pageType: e.pageType, appVersion: client.appVersion },
          user: client.tid ? { id: client.tid } : undefined,
          request: { url: location.origin + e.page },
          extra: e.stack ? { stack: e.stack } : undefined,
        }));
      }
    },
  };
}
