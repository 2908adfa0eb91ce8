// Live broadcast statuses by article id.
import type { LiveStatus } from '#/domain/article/liveStatus.ts';
import type { Database } from './database.ts';

export async function findBroadcastStatuses(db: Database, articleIds: readonly number[]): Promise<Map<number, LiveStatus>> {
  if (!articleIds.length) return new Map();
  const placeholders = articleIds.map((_, i) => `?${i + 1}`).join(', ');
  const { results } = await db
    .prepare(`SELECT article_id, status FROM live_broadcasts WHERE article_id IN (${placeholders})`)
    .bind(...articleIds)
    .all<{ article_id: number; status: LiveStatus }>();
  return new Map(results.map((r) => [r.article_id, r.status]));
}

export async function setBroadcastStatus(db: Database, articleId: number, status: LiveStatus, now: number): Promise<void> {
  await db
    .prepare('INSERT INTO live_broadcasts (article_id, status, updated_time) VALUES (?1, ?2, ?3) ON CONFLICT (article_id) DO UPDATE SET status = ?2, updated_time = ?3')
    .bind(articleId, status, now)
    .run();
}
