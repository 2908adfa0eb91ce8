// The Worker's entry (wrangler.toml `main`): cached pages are answered here, before Astro's routing
// and middleware run (src/cache/servePageCache.ts); everything else goes to Astro (src/astroHandler.ts). The
// scheduled handler sweeps expired rows: the page cache's tag index, admin lockouts past their memory,
// spent quiz-result nonces too old to be accepted anyway, expired seat holds, search readers past every keyword window, and
// measurement's event ids past their two days. The rate-limit counters (a Durable Object per bucket,
// exported below) clear themselves. The queue handler consumes the insights queue (the collector's batches).
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

export { RateLimitCounter } from '#functions/rateLimits/rateLimitCounter.ts';

/** A purge mark matters only while a render that began before it may still store: far longer than any render. */
const PURGE_MEMORY_MS = 10 * 60_000;
/** How long an event id is remembered: a browser resends a beacon within seconds, never days later. */
const INSIGHT_IDS_KEPT_MS = 2 * 86_400_000;

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
    await consumeInsights(batch.messages, { db: env.DB, points: env.INSIGHTS_AE });
  },
} satisfies ExportedHandler<Env, CollectMessage>;
