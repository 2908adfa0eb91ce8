// The Worker's entry (wrangler.toml `main`): cached pages are answered here, before Astro's routing
// and middleware run (src/cache/servePageCache.ts); everything else goes to Astro (src/astroHandler.ts). The
// scheduled handler sweeps expired rows: the page cache's tag index, admin lockouts past their memory,
// spent quiz-result nonces too old to be accepted anyway, expired seat holds, search readers past every keyword window, and
// measurement's event ids past their two days. The rate-limit counters (a Durable Object per bucket,
// exported below) clear themselves. The 5-minute cron puts the due publisher feeds on the feeds queue.
// The queue handler consumes the insights queue (the collector's batches) and the feeds queue.
import { pageCacheLayers } from '#/cache/layers.ts';
import { sweepPageCacheIndex } from '#functions/db/pageCacheIndex.ts';
import { sweepAdminLockouts } from '#functions/db/adminLockouts.ts';
import { ADMIN_LOCKOUT } from '#functions/webapi/adminGuard.ts';
import { sweepQuizResultUses } from '#functions/db/quizzes.ts';
import { sweepExpiredHolds } from '#functions/db/booking.ts';
import { sweepKeywordReaders } from '#functions/db/searchKeywords.ts';
import { hourOf, READERS_KEPT_HOURS } from '#/domain/search/keywords.ts';
import { SIGNED_RESULT_TTL_MS } from '#/domain/interactions/signedQuizResult.ts';
import { servePageCache } from '#/cache/servePageCache.ts';
import { renderWithAstro } from '#/astroHandler.ts';
import { consumeInsights } from '#functions/insights/consumer.ts';
import { sweepInsightSeen } from '#functions/db/insightsWrite.ts';
import type { CollectMessage } from '#/domain/insights/events.ts';
import { enqueueDueFeeds, type FeedMessage } from '#functions/feeds/scheduleFeeds.ts';
import { consumeFeeds, type FeedQueueMessage } from '#functions/feeds/consumer.ts';

export { RateLimitCounter } from '#functions/rateLimits/rateLimitCounter.ts';

/** A purge mark matters only while a render that began before it may still store: far longer than any render. */
const PURGE_MEMORY_MS = 10 * 60_000;
/** How long an event id is remembered: a browser resends a beacon within seconds, never days later. */
const INSIGHT_IDS_KEPT_MS = 2 * 86_400_000;
/** wrangler.toml's feeds cron; the other cron runs the sweeps. */
const FEEDS_CRON = '*/5 * * * *';
/** The feeds queue (wrangler.toml); every other batch is the insights queue's. */
const FEEDS_QUEUE_NAME = 'portal-feeds';

export default {
  async fetch(request, env, ctx) {
    return servePageCache(request, {
      layers: pageCacheLayers(env),
      waitUntil: (work) => ctx.waitUntil(work),
      render: (req) => renderWithAstro(req, env, ctx),
      warn: (message) => console.warn(message),
    });
  },
  async scheduled(controller, env) {
    if (controller.cron === FEEDS_CRON) {
      console.log(`feeds: ${await enqueueDueFeeds(env.DB, env.FEEDS_QUEUE as Queue<FeedMessage>, controller.scheduledTime)} due feeds enqueued`);
      return;
    }
    const swept = await sweepPageCacheIndex(env.DB, controller.scheduledTime, PURGE_MEMORY_MS);
    console.log(`page cache index: ${swept.rows} expired rows, ${swept.purges} old purge marks removed`);
    // A lockout is remembered for a day after it ends (the next one doubles), then forgotten.
    const lockouts = await sweepAdminLockouts(env.DB, controller.scheduledTime - ADMIN_LOCKOUT.memoryMs);
    const nonces = await sweepQuizResultUses(env.DB, controller.scheduledTime - 2 * SIGNED_RESULT_TTL_MS);
    console.log(`abuse limits: ${lockouts} forgotten admin lockouts removed; quiz results: ${nonces} spent nonces removed`);
    // Expired seat holds are already free to readers (checked at read and write time); this deletes their rows.
    console.log(`seat holds: ${await sweepExpiredHolds(env.DB, controller.scheduledTime)} expired seat claims removed`);
    // Search keywords: who searched only matters while their bucket is in a window (decision 0077).
    console.log(`search keywords: ${await sweepKeywordReaders(env.DB, hourOf(controller.scheduledTime) - READERS_KEPT_HOURS)} old reader rows removed`);
    console.log(`insights: ${await sweepInsightSeen(env.DB, controller.scheduledTime - INSIGHT_IDS_KEPT_MS)} old event ids removed`);
  },
  async queue(batch, env) {
    if (batch.queue === FEEDS_QUEUE_NAME) await consumeFeeds(batch.messages as unknown as readonly FeedQueueMessage[], env);
    else await consumeInsights(batch.messages as readonly Message<CollectMessage>[], { db: env.DB, points: env.INSIGHTS_AE });
  },
} satisfies ExportedHandler<Env, CollectMessage | FeedMessage>;
