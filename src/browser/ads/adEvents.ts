// First-party ad events (impressions, video quartiles) go to POST /webapi/ads/events in batches: a
// short wait gathers what is seen together into one request, at most 50 events each; when the page
// is hidden or left, what is waiting goes by sendBeacon (a text/plain body the API accepts), so
// nothing seen is lost to the reader leaving. Each event carries its own id: the server counts it
// once, however often it arrives.
const ENDPOINT = '/webapi/ads/events';
const BATCH_MAX = 50;
/** How long an event waits for others to share its request. */
const GATHER_MS = 1000;

export type AdEventType = 'impression' | 'click' | 'start' | 'firstQuartile' | 'midpoint' | 'thirdQuartile' | 'complete' | 'skip';
interface AdEvent {
  token: string;
  type: AdEventType;
  eventId: string;
}

const queue: AdEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** A v4 UUID; crypto.randomUUID only exists in secure contexts. */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function flush(leaving: boolean): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length) {
    const body = JSON.stringify({ events: queue.splice(0, BATCH_MAX) });
    if (leaving && navigator.sendBeacon?.(ENDPOINT, body)) continue;
    void fetch(ENDPOINT, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true, credentials: 'same-origin' }).catch(() => {});
  }
}

export function recordAdEvent(token: string, type: AdEventType): void {
  queue.push({ token, type, eventId: uuid() });
  if (queue.length >= BATCH_MAX) flush(false);
  else timer ??= setTimeout(() => flush(false), GATHER_MS);
}

addEventListener('pagehide', () => flush(true));
document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush(true));
