// Reads behind the For You listing: the market's newest stories, and which categories readers of
// one gender and age band reacted to.
import { CARD_COLUMNS, type CardRow } from './articleRows.ts';
import type { Database } from './database.ts';

export async function recentCards(db: Database, country: string, limit: number): Promise<CardRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${CARD_COLUMNS} FROM articles a JOIN publishers p ON p.id = a.publisher_id
       WHERE a.country = ?1 ORDER BY a.publish_time DESC, a.id DESC LIMIT ?2`,
    )
    .bind(country, limit)
    .all<CardRow>();
  return results;
}

export async function peerCategoryCounts(
  db: Database,
  country: string,
  peers: { gender: string; ageMin: number; ageMax: number },
): Promise<Record<string, number>> {
  const { results } = await db
    .prepare(
      `SELECT a.category, COUNT(*) AS n FROM reactions r
       JOIN users u ON u.user_id = r.user_id
       JOIN articles a ON r.post_type = 'ARTICLE' AND a.id = CAST(r.post_id AS INTEGER)
       WHERE a.country = ?1 AND u.gender = ?2 AND u.age BETWEEN ?3 AND ?4
       GROUP BY a.category`,
    )
    .bind(country, peers.gender, peers.ageMin, peers.ageMax)
    .all<{ category: string; n: number }>();
  return Object.fromEntries(results.map((r) => [r.category, r.n]));
}
