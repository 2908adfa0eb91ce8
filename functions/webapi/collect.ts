// The measurement collector (issue 32): the tracker's batches of page views, events, impressions,
// Web Vitals and error reports. Every field is validated (400 naming it), the body is capped before
// it is read (413), each browser and each address has a budget no reader meets (429), and an
// accepted batch goes on the insights queue as one message: the request never writes D1, so a page
// never waits on it. The queue's consumer counts each event once (functions/insights/consumer.ts).
import { createRoute } from '@hono/zod-openapi';
import { COLLECT_BODY_MAX_BYTES, type CollectMessage } from '#/domain/insights/events.ts';
import { abuseClock, admit, bucketOf, declareWriteFamily, minute, type Budget } from './abuseLimits.ts';
import { newRouter } from './router.ts';
import { errors, json, jsonRequest } from './schemas/common.ts';
import { CollectAccepted, CollectBatchBody } from './schemas/collect.ts';
import { beaconBody, readJsonBody } from './validation.ts';

/** The collector's clock (the rollups' minute); tests may move it. */
export const collectClock = { now: (): number => abuseClock.now() };

const collect = createRoute({
  method: 'post',
  path: '/collect',
  summary: "the tracker's batch of page views, events, impressions, Web Vitals and errors (application/json, or text/plain from sendBeacon); counted later, each event id once",
  middleware: [beaconBody, readJsonBody],
  request: jsonRequest(CollectBatchBody),
  responses: { 202: json(CollectAccepted, 'accepted: on the insights queue'), ...errors(413, 429) },
});

/**
 * A reader's tracker flushes every few seconds and on page hide: a handful of batches a minute.
 * Per address the budget is sized for many readers behind one NAT; it stops floods, not crowds.
 */
export const COLLECT_PER_CLIENT: Budget = minute(120);

export const collectRoutes = newRouter().openapi(collect, async (c) => {
  const batch = c.req.valid('json');
  await admit(c.env.RATE_LIMITS, bucketOf(INSIGHTS, 'client', batch.client.cid), COLLECT_PER_CLIENT, INSIGHTS.name, 'browser');
  const message: CollectMessage = { ...batch, receivedAt: collectClock.now() };
  await c.env.INSIGHTS_QUEUE.send(message, { contentType: 'json' });
  c.header('Cache-Control', 'private, no-store');
  return c.json({ accepted: batch.events.length }, 202);
});

/** The collector's write family: its body cap is the shared COLLECT_BODY_MAX_BYTES (413 past it, unread). */
export const INSIGHTS = declareWriteFamily(collectRoutes, { name: 'insight batches', perIp: minute(6000), maxBodyBytes: COLLECT_BODY_MAX_BYTES }, '/collect');
