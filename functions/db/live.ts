// Live broadcasts by article id: status, display flag, video type and orientation.
import type { DisplayFlag, LiveStatus, LiveVideoType, Orientation } from '#/domain/article/liveStatus.ts';
import type { Database } from './database.ts';

export interface BroadcastRecord {
  status: LiveStatus;
  display: DisplayFlag;
  videoType: LiveVideoType | null;
  orientation: Orientation;
}

interface BroadcastRow {
  article_id: number;
  status: LiveStatus;
  display: DisplayFlag;
  video_type: LiveVideoType | null;
  orientation: Orientation;
}

export async function findBroadcasts(db: Database, articleIds: readonly number[]): Promise<Map<number, BroadcastRecord>> {
  if (!articleIds.length) return new Map();
  const placeholders = articleIds.map((_, i) => `?${i + 1}`).join(', ');
  const { results } = await db
    .prepare(`SELECT article_id, status, display, video_type, orientation FROM live_broadcasts WHERE article_id IN (${placeholders})`)
    .bind(...articleIds)
    .all<BroadcastRow>();
  return new Map(results.map((r) => [r.article_id, { status: r.status, display: r.display, videoType: r.video_type, orientation: r.orientation }]));
}

/** The statuses readers may see: broadcasts whose display flag is not HIDDEN. */
export async function findBroadcastStatuses(db: Database, articleIds: readonly number[]): Promise<Map<number, LiveStatus>> {
  const found = await findBroadcasts(db, articleIds);
  return new Map([...found].filter(([, b]) => b.display !== 'HIDDEN').map(([id, b]) => [id, b.status]));
}

/** Sets a broadcast's status, and the other fields given (the rest keep their stored or default values). */
export async function setBroadcastStatus(
  db: Database,
  articleId: number,
  status: LiveStatus,
  now: number,
  fields: Partial<Omit<BroadcastRecord, 'status'>> = {},
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO live_broadcasts (article_id, status, updated_time, display, video_type, orientation)
       VALUES (?1, ?2, ?3, COALESCE(?4, 'ON'), ?5, COALESCE(?6, 'LANDSCAPE'))
       ON CONFLICT (article_id) DO UPDATE SET status = ?2, updated_time = ?3,
         display = COALESCE(?4, display), video_type = COALESCE(?5, video_type), orientation = COALESCE(?6, orientation)`,
    )
    .bind(articleId, status, now, fields.display ?? null, fields.videoType ?? null, fields.orientation ?? null)
    .run();
}
