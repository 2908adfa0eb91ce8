// Profiles (people pages) and their stories: the profile, its stories as an entity listing, the
// profiles related to it through shared stories, and the people of one story.
import { profileListingId } from '#/domain/portal/entityListings.ts';
import { CARD_COLUMNS, type CardRow } from './articleRows.ts';
import type { Database } from './database.ts';
import { storyWindowRecord, type ListingRecord } from './listings.ts';
import { indexStatements } from './search.ts';
import { profileSearchDocument } from '#/domain/search/entityDocuments.ts';

export interface ProfileRow {
  country: string;
  hash: string;
  name: string;
  celebrity_type: string;
  occupation: string;
  description: string;
  image_hash: string | null;
  updated_time: number;
}

export interface ProfileWithCounts extends ProfileRow {
  story_count: number;
}

export interface RelatedProfileRow extends ProfileRow {
  shared: number;
}

export const PROFILE_COLUMNS = 'pr.country, pr.hash, pr.name, pr.celebrity_type, pr.occupation, pr.description, pr.image_hash, pr.updated_time';

export interface ProfileInput {
  country: string;
  hash: string;
  name: string;
  celebrityType: string;
  occupation: string;
  description: string;
  imageHash: string | null;
  /** Stories the profile appears in, by article id. */
  articleIds: number[];
}

/** Upserts profiles, their index rows (decision 0076) and their story links, in one batch. */
export async function upsertProfiles(db: Database, profiles: ProfileInput[], now: number): Promise<void> {
  if (!profiles.length) return;
  await db.batch(
    profiles.flatMap((p) => [
      db
        .prepare(
          `INSERT INTO profiles (country, hash, name, celebrity_type, occupation, description, image_hash, updated_time)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
           ON CONFLICT (country, hash) DO UPDATE SET name = ?3, celebrity_type = ?4, occupation = ?5, description = ?6, image_hash = ?7, updated_time = ?8`,
        )
        .bind(p.country, p.hash, p.name, p.celebrityType, p.occupation, p.description, p.imageHash, now),
      ...indexStatements(db, profileSearchDocument(p)),
      db.prepare('DELETE FROM profile_articles WHERE country = ?1 AND profile_hash = ?2').bind(p.country, p.hash),
      ...p.articleIds.map((id, i) =>
        db.prepare('INSERT INTO profile_articles (country, profile_hash, article_id, position) VALUES (?1, ?2, ?3, ?4)').bind(p.country, p.hash, id, i),
      ),
    ]),
  );
}

export async function findProfile(db: Database, country: string, hash: string): Promise<ProfileWithCounts | null> {
  return db
    .prepare(
      `SELECT ${PROFILE_COLUMNS}, (SELECT COUNT(*) FROM profile_articles pa WHERE pa.country = pr.country AND pa.profile_hash = pr.hash) AS story_count
       FROM profiles pr WHERE pr.country = ?1 AND pr.hash = ?2`,
    )
    .bind(country, hash)
    .first<ProfileWithCounts>();
}

/**
 * Profiles related to one: those sharing the most stories with it first, then (so every page has
 * some) the market's other profiles of the same celebrity type, then the others with most stories.
 */
export async function findRelatedProfiles(db: Database, country: string, hash: string, limit: number): Promise<RelatedProfileRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${PROFILE_COLUMNS},
         (SELECT COUNT(*) FROM profile_articles a JOIN profile_articles b ON b.article_id = a.article_id
          WHERE a.country = ?1 AND a.profile_hash = ?2 AND b.country = ?1 AND b.profile_hash = pr.hash) AS shared,
         (SELECT COUNT(*) FROM profile_articles c WHERE c.country = ?1 AND c.profile_hash = pr.hash) AS stories
       FROM profiles pr
       -- Only people the portal's stories mention: a candidate with no story yet is nobody's relation.
       WHERE pr.country = ?1 AND pr.hash <> ?2
         AND EXISTS (SELECT 1 FROM profile_articles c WHERE c.country = ?1 AND c.profile_hash = pr.hash)
       ORDER BY shared DESC,
         (pr.celebrity_type = (SELECT celebrity_type FROM profiles WHERE country = ?1 AND hash = ?2)) DESC,
         stories DESC, pr.name
       LIMIT ?3`,
    )
    .bind(country, hash, limit)
    .all<RelatedProfileRow & { stories: number }>();
  return results;
}

/** One window of a profile's stories, newest first, as a listing record; null for an unknown profile. */
export async function findProfileListing(db: Database, country: string, hash: string, offset: number, length: number): Promise<ListingRecord | null> {
  const [profile, count, items] = await db.batch([
    db.prepare('SELECT name, updated_time FROM profiles WHERE country = ?1 AND hash = ?2').bind(country, hash),
    db
      .prepare('SELECT COUNT(*) AS n, MAX(a.update_time) AS updated FROM profile_articles pa JOIN articles a ON a.id = pa.article_id WHERE pa.country = ?1 AND pa.profile_hash = ?2')
      .bind(country, hash),
    db
      .prepare(
        `SELECT ${CARD_COLUMNS} FROM profile_articles pa JOIN articles a ON a.id = pa.article_id JOIN publishers p ON p.id = a.publisher_id
         WHERE pa.country = ?1 AND pa.profile_hash = ?2 ORDER BY a.publish_time DESC, a.id DESC LIMIT ?3 OFFSET ?4`,
      )
      .bind(country, hash, length, offset),
  ]);
  const row = profile?.results[0] as { name: string; updated_time: number } | undefined;
  if (!row) return null;
  const total = count?.results[0] as { n: number; updated: number | null };
  return storyWindowRecord(
    { id: profileListingId(hash), title: row.name, type: 'ENTITY', source: 'LATEST', meta: { entityType: 'PROFILE', entityId: hash }, updatedTime: Math.max(row.updated_time, total.updated ?? 0), total: total.n },
    { offset, length },
    (items?.results ?? []) as CardRow[],
  );
}

/** Where the people of one story (market ?1, hash ?2) are read from, and their order. */
export const ARTICLE_PROFILES_FROM = `FROM articles a JOIN profile_articles pa ON pa.article_id = a.id
       JOIN profiles pr ON pr.country = pa.country AND pr.hash = pa.profile_hash
       WHERE a.country = ?1 AND a.hash = ?2`;
export const ARTICLE_PROFILES_ORDER = 'pa.position, pr.name';

/** The people of one story (by its hash), in their order. */
export function articleProfilesStatement(db: Database, country: string, articleHash: string): D1PreparedStatement {
  return db.prepare(`SELECT ${PROFILE_COLUMNS} ${ARTICLE_PROFILES_FROM} ORDER BY ${ARTICLE_PROFILES_ORDER}`).bind(country, articleHash);
}

/** The people of one story (by its hash), in their order; null when the market has no such story. */
export async function findArticleProfiles(db: Database, country: string, articleHash: string): Promise<ProfileRow[] | null> {
  const [article, people] = await db.batch([
    db.prepare('SELECT id FROM articles WHERE country = ?1 AND hash = ?2').bind(country, articleHash),
    articleProfilesStatement(db, country, articleHash),
  ]);
  if (!article?.results.length) return null;
  return (people?.results ?? []) as ProfileRow[];
}

/** Hashes of the profiles a story (by id) appears in: an edit to the story purges their pages. */
export async function findProfileHashesOfArticle(db: Database, articleId: number): Promise<string[]> {
  const { results } = await db.prepare('SELECT DISTINCT profile_hash FROM profile_articles WHERE article_id = ?1').bind(articleId).all<{ profile_hash: string }>();
  return results.map((r) => r.profile_hash);
}

/** Profiles whose name or occupation contains the pattern (a LIKE pattern with \\ escapes). */
export async function searchProfiles(db: Database, country: string, pattern: string, limit: number): Promise<ProfileRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${PROFILE_COLUMNS} FROM profiles pr WHERE pr.country = ?1 AND (pr.name LIKE ?2 ESCAPE '\\' OR pr.occupation LIKE ?2 ESCAPE '\\')
       ORDER BY pr.name LIMIT ?3`,
    )
    .bind(country, pattern, limit)
    .all<ProfileRow>();
  return results;
}

/** The market's profiles with the most stories first. */
export async function listProfiles(db: Database, country: string, limit: number): Promise<ProfileRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${PROFILE_COLUMNS} FROM profiles pr WHERE pr.country = ?1
       ORDER BY (SELECT COUNT(*) FROM profile_articles pa WHERE pa.country = pr.country AND pa.profile_hash = pr.hash) DESC, pr.name LIMIT ?2`,
    )
    .bind(country, limit)
    .all<ProfileRow>();
  return results;
}

/** The profiles among `hashes` that exist in the market. */
export async function findProfilesByHash(db: Database, country: string, hashes: string[]): Promise<ProfileRow[]> {
  const { results } = await db
    .prepare(`SELECT ${PROFILE_COLUMNS} FROM profiles pr WHERE pr.country = ?1 AND pr.hash IN (SELECT value FROM json_each(?2))`)
    .bind(country, JSON.stringify(hashes))
    .all<ProfileRow>();
  return results;
}
