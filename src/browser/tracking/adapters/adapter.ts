// What a third-party tracking service (shell-spec §7) gets from the tracker: the same events the
// collector gets, once per flush, and (for the services that time the page) each event as it is
// queued. Each service's adapter is its own chunk, loaded only when the page's tracking JSON names
// the service (src/domain/insights/trackingConfig.ts).
import type { CollectClient, InsightEvent } from '#/domain/insights/events.ts';

export interface TrackingAdapter {
  send(events: readonly InsightEvent[], client: CollectClient): void;
  /** Each event as the tracker queues it, before its batch goes. */
  observe?(event: InsightEvent, client: CollectClient): void;
}

/** A cross-origin post whose answer nobody reads; kept alive past the page's end. */
export function post(url: string, body: string): void {
  void fetch(url, { method: 'POST', body, mode: 'no-cors', keepalive: body.length < 60_000 }).catch(() => undefined);
}
