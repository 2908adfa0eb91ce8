// The optional front-end monitoring (shell-spec §7): loaded only when its API url and key are
// configured and this page load was drawn within its sample percentage (./services.ts), it gets the
// Web Vitals and the error reports of each batch, posted to its API with the key.
import type { TrackingServices } from '#/domain/insights/trackingConfig.ts';
import { post, type TrackingAdapter } from './adapter.ts';

export function monitoringAdapter({ url, key }: NonNullable<TrackingServices['monitoring']>): TrackingAdapter {
  return {
    send(events, client) {
      const watched = events.filter((e) => e.kind === 'vital' || e.kind === 'error');
      if (watched.length) post(url, JSON.stringify({ key, client, events: watched }));
    },
  };
}
