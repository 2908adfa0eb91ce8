// How the tracker cuts its queue into collector batches: at most COLLECT_BATCH_MAX events and never a
// body over COLLECT_BODY_MAX_BYTES (shell-spec §9's payload cap). An event that alone would pass
// the cap is dropped (an error's stack is already capped, so this is a safety net).
import { COLLECT_BATCH_MAX, COLLECT_BODY_MAX_BYTES, type CollectClient, type InsightEvent } from './events.ts';

const bytesOf = (text: string) => new Blob([text]).size;

/** The JSON bodies (CollectBatch) to send for `events`, in order. */
export function collectBodies(client: CollectClient, events: readonly InsightEvent[], maxBytes = COLLECT_BODY_MAX_BYTES): string[] {
  const head = `{"client":${JSON.stringify(client)},"events":[`;
  // The frame's bytes: head and the closing `]}`; each event adds its own and a comma at most.
  const frame = bytesOf(head) + 2;
  const bodies: string[] = [];
  let parts: string[] = [];
  let bytes = frame;
  const close = () => parts.length && bodies.push(`${head}${parts.join(',')}]}`);
  for (const event of events) {
    const json = JSON.stringify(event);
    const size = bytesOf(json) + 1;
    if (frame + size > maxBytes) continue;
    if (parts.length >= COLLECT_BATCH_MAX || bytes + size > maxBytes) {
      close();
      parts = [];
      bytes = frame;
    }
    parts.push(json);
    bytes += size;
  }
  close();
  return bodies;
}
