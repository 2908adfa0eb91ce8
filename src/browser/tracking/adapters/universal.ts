// The universal tracking service (shell-spec §7: "endpoint, sample rate, env from configuration"): a
// reader in the sample gets every batch posted there too, with the environment named.
import type { TrackingServices } from '#/domain/insights/trackingConfig.ts';
import { post, type TrackingAdapter } from './adapter.ts';

export function universalAdapter({ endpoint, sampleRate, env }: NonNullable<TrackingServices['universal']>, draw = Math.random()): TrackingAdapter {
  const sampled = draw < sampleRate;
  return {
    send(events, client) {
      if (sampled && events.length) post(endpoint, JSON.stringify({ env, client, events }));
    },
  };
}
