// Readers' records. Every query is keyed by the caller's verified user id: no call reads or writes
// another reader's row.
import type { Database } from './database.ts';

export interface UserRow {
  user_id: string;
  display_name: string;
  picture_url: string | null;
  user_group: string;
  gender: string | null;
  age: number | null;
  interest: string | null;
  region: string | null;
  mature: number;
  mid_opt_out: number;
  weather_area: string | null;
  personalized_opt_out: number;
  marketing_agreed: number;
  marketing_time: number | null;
  tos_agreed: number;
  tos_time: number | null;
}

/** The reader's row, created on first sight with the profile their token carries. */
export async function ensureUser(
  db: Database,
  user: { userId: string; displayName: string; pictureUrl: string | null; demographics?: { gender: string | null; age: number | null } },
  now: number,
): Promise<UserRow> {
  // Demographics the provider vouches for replace the stored ones; otherwise they are kept.
  const row = await db
    .prepare(
      `INSERT INTO users (user_id, display_name, picture_url, gender, age, created_time, updated_time) VALUES (?1, ?2, ?3, ?5, ?6, ?4, ?4)
       ON CONFLICT (user_id) DO UPDATE SET display_name = ?2, picture_url = ?3,
         gender = CASE WHEN ?7 THEN ?5 ELSE gender END, age = CASE WHEN ?7 THEN ?6 ELSE age END
       RETURNING *`,
    )
    .bind(user.userId, user.displayName, user.pictureUrl, now, user.demographics?.gender ?? null, user.demographics?.age ?? null, user.demographics ? 1 : 0)
    .first<UserRow>();
  return row!;
}

export async function updateWeatherArea(db: Database, userId: string, weatherArea: string, now: number): Promise<UserRow> {
  return (await db
    .prepare('UPDATE users SET weather_area = ?2, updated_time = ?3 WHERE user_id = ?1 RETURNING *')
    .bind(userId, weatherArea, now)
    .first<UserRow>())!;
}

export async function agreeToTerms(db: Database, userId: string, now: number): Promise<UserRow> {
  return (await db
    .prepare('UPDATE users SET tos_agreed = 1, tos_time = ?2, updated_time = ?2 WHERE user_id = ?1 RETURNING *')
    .bind(userId, now)
    .first<UserRow>())!;
}

export async function setMarketingTerms(db: Database, userId: string, agreed: boolean, now: number): Promise<UserRow> {
  return (await db
    .prepare('UPDATE users SET marketing_agreed = ?2, marketing_time = ?3, updated_time = ?3 WHERE user_id = ?1 RETURNING *')
    .bind(userId, agreed ? 1 : 0, now)
    .first<UserRow>())!;
}

export async function friendshipStatus(db: Database, userId: string, type: string, ids: string[]): Promise<Record<string, boolean>> {
  const placeholders = ids.map((_, i) => `?${i + 3}`).join(', ');
  const { results } = await db
    .prepare(`SELECT profile_id FROM friendships WHERE user_id = ?1 AND contact_type = ?2 AND profile_id IN (${placeholders})`)
    .bind(userId, type, ...ids)
    .all<{ profile_id: string }>();
  const friends = new Set(results.map((r) => r.profile_id));
  return Object.fromEntries(ids.map((id) => [id, friends.has(id)]));
}

export async function addFriend(db: Database, userId: string, type: string, profileId: string, now: number): Promise<void> {
  await db
    .prepare('INSERT INTO friendships (user_id, contact_type, profile_id, created_time) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING')
    .bind(userId, type, profileId, now)
    .run();
}

export interface VideoHistoryRow {
  video_id: string;
  content_type: string;
  watched_time: number;
  duration: number;
  touched_time: number;
}

export async function listVideoHistory(db: Database, userId: string, limit: number): Promise<VideoHistoryRow[]> {
  const { results } = await db
    .prepare('SELECT video_id, content_type, watched_time, duration, touched_time FROM video_history WHERE user_id = ?1 ORDER BY touched_time DESC LIMIT ?2')
    .bind(userId, limit)
    .all<VideoHistoryRow>();
  return results;
}

export async function findVideoHistory(db: Database, userId: string, videoId: string): Promise<VideoHistoryRow | null> {
  return db
    .prepare('SELECT video_id, content_type, watched_time, duration, touched_time FROM video_history WHERE user_id = ?1 AND video_id = ?2')
    .bind(userId, videoId)
    .first<VideoHistoryRow>();
}

export async function saveVideoHistory(db: Database, userId: string, entry: Omit<VideoHistoryRow, 'touched_time'>, now: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO video_history (user_id, video_id, content_type, watched_time, duration, touched_time) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (user_id, video_id) DO UPDATE SET content_type = ?3, watched_time = ?4, duration = ?5, touched_time = ?6`,
    )
    .bind(userId, entry.video_id, entry.content_type, entry.watched_time, entry.duration, now)
    .run();
}

/** Opts the reader out of (or back into) personalised content (content-spec §3 User setting). */
export async function setPersonalizedOptOut(db: Database, userId: string, optOut: boolean, now: number): Promise<UserRow> {
  return (await db
    .prepare('UPDATE users SET personalized_opt_out = ?2, updated_time = ?3 WHERE user_id = ?1 RETURNING *')
    .bind(userId, optOut ? 1 : 0, now)
    .first<UserRow>())!;
}

/** The development login's profile fields (local runs and tests only: functions/webapi/devLogin.ts). */
export async function setDevProfile(db: Database, userId: string, p: { region?: string; interest?: string; mature?: boolean; midOptOut?: boolean }): Promise<void> {
  await db
    .prepare(
      `UPDATE users SET region = COALESCE(?2, region), interest = COALESCE(?3, interest),
         mature = COALESCE(?4, mature), mid_opt_out = COALESCE(?5, mid_opt_out) WHERE user_id = ?1`,
    )
    .bind(userId, p.region ?? null, p.interest ?? null, p.mature === undefined ? null : Number(p.mature), p.midOptOut === undefined ? null : Number(p.midOptOut))
    .run();
}
