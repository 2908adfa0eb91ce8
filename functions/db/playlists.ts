// Playlists of video articles (content-spec §7 GET /playlist): played in position order.
import { CARD_COLUMNS, type CardRow } from './articleRows.ts';
import type { Database } from './database.ts';

export interface PlaylistRecord {
  id: string;
  title: string;
  updatedTime: number;
  items: CardRow[];
}

export async function findPlaylist(db: Database, country: string, id: string): Promise<PlaylistRecord | null> {
  const [head, items] = await db.batch([
    db.prepare('SELECT id, title, updated_time AS updatedTime FROM playlists WHERE id = ?1 AND country = ?2').bind(id, country),
    db
      .prepare(
        `SELECT ${CARD_COLUMNS} FROM playlist_items pi JOIN playlists pl ON pl.id = pi.playlist_id
         JOIN articles a ON a.id = pi.article_id AND a.country = pl.country JOIN publishers p ON p.id = a.publisher_id
         WHERE pi.playlist_id = ?1 AND pl.country = ?2 ORDER BY pi.position`,
      )
      .bind(id, country),
  ]);
  const playlist = head?.results[0] as { id: string; title: string; updatedTime: number } | undefined;
  if (!playlist) return null;
  return { ...playlist, items: (items?.results ?? []) as CardRow[] };
}

export async function replacePlaylist(db: Database, playlist: { id: string; country: string; title: string; articleIds: number[] }, now: number): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO playlists (id, country, title, updated_time) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (id) DO UPDATE SET country = ?2, title = ?3, updated_time = ?4`,
      )
      .bind(playlist.id, playlist.country, playlist.title, now),
    db.prepare('DELETE FROM playlist_items WHERE playlist_id = ?1').bind(playlist.id),
    ...playlist.articleIds.map((articleId, position) =>
      db.prepare('INSERT INTO playlist_items (playlist_id, position, article_id) VALUES (?1, ?2, ?3)').bind(playlist.id, position, articleId),
    ),
  ]);
}
