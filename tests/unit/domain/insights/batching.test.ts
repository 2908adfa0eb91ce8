import { describe, expect, it } from 'vitest';
import { collectBodies } from '#/domain/insights/batching.ts';
import { COLLECT_BATCH_MAX, COLLECT_BODY_MAX_BYTES, type CollectBatch, type CollectClient, type InsightEvent } from '#/domain/insights/events.ts';

const client: CollectClient = { cid: 'reader-0001', platform: 'mw', country: 'tw', group: 'NA' };
const named = (i: number, label = ''): InsightEvent => ({ kind: 'event', id: `id-${i}`, at: i, page: '/tw/v2', pageType: 'general', name: 'online', label });

describe('collector batches (events.ts caps)', () => {
  it('sends at most COLLECT_BATCH_MAX events a body, in order', () => {
    const bodies = collectBodies(client, Array.from({ length: COLLECT_BATCH_MAX + 3 }, (_, i) => named(i)));
    const batches = bodies.map((b) => JSON.parse(b) as CollectBatch);
    expect(batches.map((b) => b.events.length)).toEqual([COLLECT_BATCH_MAX, 3]);
    expect(batches[1]!.client).toEqual(client);
    expect(batches.flatMap((b) => b.events.map((e) => e.id))).toEqual(Array.from({ length: COLLECT_BATCH_MAX + 3 }, (_, i) => `id-${i}`));
  });
  it('never writes a body over the byte cap, counting multi-byte characters', () => {
    const big = '新'.repeat(10_000); // 30,000 bytes
    const bodies = collectBodies(client, [named(1, big), named(2, big), named(3, big), named(4, big)]);
    expect(bodies.length).toBe(2);
    for (const b of bodies) expect(new TextEncoder().encode(b).length).toBeLessThanOrEqual(COLLECT_BODY_MAX_BYTES);
  });
  it('drops an event that alone passes the cap', () => {
    const bodies = collectBodies(client, [named(1), named(2, 'x'.repeat(500)), named(3)], 400);
    expect(bodies.map((b) => (JSON.parse(b) as CollectBatch).events.map((e) => e.id))).toEqual([['id-1', 'id-3']]);
  });
});
