// A drama's or a movie's cast, as both pages read it: billing order, each member linked to the
// market's profile page where one is named.
import type { Database } from './database.ts';

export interface TitleCastRecord {
  name: string;
  role: string;
  profile: { hash: string; name: string; imageHash: string | null } | null;
}

interface CastRow {
  name: string;
  role: string;
  hash: string | null;
  profile_name: string | null;
  image_hash: string | null;
}

const CAST_TABLES = { drama: ['drama_cast', 'drama_id'], movie: ['movie_cast', 'movie_id'] } as const;

/** The statement reading one title's cast (for a batch). */
export function titleCastStatement(db: Database, kind: keyof typeof CAST_TABLES, country: string, titleId: string): D1PreparedStatement {
  const [table, idColumn] = CAST_TABLES[kind];
  return db
    .prepare(
      `SELECT c.name, c.role, p.hash, p.name AS profile_name, p.image_hash FROM ${table} c
       LEFT JOIN profiles p ON p.country = c.country AND p.hash = c.profile_hash
       WHERE c.country = ?1 AND c.${idColumn} = ?2 ORDER BY c.position`,
    )
    .bind(country, titleId);
}

/** The cast rows of a `titleCastStatement` answer as records. */
export function toTitleCast(results: readonly unknown[] | undefined): TitleCastRecord[] {
  return ((results ?? []) as CastRow[]).map((c) => ({ name: c.name, role: c.role, profile: c.hash ? { hash: c.hash, name: c.profile_name!, imageHash: c.image_hash } : null }));
}
