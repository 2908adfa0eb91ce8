// Market listings (src/domain/portal/marketListings.ts): trending, videos, trending comments, dramas,
// charts, a topic's stories and a partner publisher's curation, read from the records themselves.
// Each answers one window as a listing record, the shape every listing call answers in.
import {
  TRENDING_WINDOW_MS,
  DEFAULT_TRENDING_PERIOD,
  PERIOD_MS,
  trendingListingId,
  chartListingId,
  parseMarketListingId,
  pcpEventListingId,
  topicListingId,
  type MarketListingRef,
} from '#/domain/portal/marketListings.ts';
import { CARD_COLUMNS, type CardRow } from './articleRows.ts';
import type { Database } from './database.ts';
import { findListing, storyWindowRecord, type EntityRow, type ListingCommentRow, type ListingRecord } from './listings.ts';

const IS_VIDEO = `(a.thumbnail_type = 'VIDEO' OR json_extract(a.media_json, '$.type') = 'HLS')`;
const STORY_FROM = 'FROM articles a JOIN publishers p ON p.id = a.publisher_id';

/** The market listing an id names, one window of it; null when the id is none or names nothing. */
export async function findMarketListing(db: Database, country: string, id: string, offset: number, length: number, now = Date.now()): Promise<ListingRecord | null> {
  const ref = parseMarketListingId(id);
  return ref ? findMarketListingByRef(db, country, ref, offset, length, now) : null;
}

export async function findMarketListingByRef(
  db: Database,
  country: string,
  ref: MarketListingRef,
  offset: number,
  length: number,
  now = Date.now(),
): Promise<ListingRecord | null> {
  const window = { offset, length };
  switch (ref.kind) {
    case 'trending': {
      const since = now - PERIOD_MS[ref.period];
      // Reactions and comments on the market's stories in the window; a comment weighs two reactions
      // (it costs the reader more), then the newer story among equals.
      const [count, items] = await db.batch([
        db.prepare('SELECT COUNT(*) AS n FROM articles WHERE country = ?1').bind(country),
        db
          .prepare(
            `SELECT ${CARD_COLUMNS} ${STORY_FROM}
             LEFT JOIN (SELECT post_id, COUNT(*) AS n FROM reactions WHERE post_type = 'ARTICLE' AND created_time >= ?2 GROUP BY post_id) r
               ON r.post_id = CAST(a.id AS TEXT)
             LEFT JOIN (SELECT target_id, COUNT(*) AS n FROM comments WHERE target_type = 'article' AND country = ?1
                          AND created_time >= ?2 AND deleted_time IS NULL AND hidden_reason IS NULL GROUP BY target_id) c
               ON c.target_id = CAST(a.id AS TEXT)
             WHERE a.country = ?1
             ORDER BY COALESCE(r.n, 0) + 2 * COALESCE(c.n, 0) DESC, a.publish_time DESC, a.id DESC LIMIT ?3 OFFSET ?4`,
          )
          .bind(country, since, length, offset),
      ]);
      return storyWindowRecord(
        {
          id: trendingListingId(ref.period),
          title: '',
          type: 'TRENDING',
          source: 'TRENDING',
          meta: ref.period === DEFAULT_TRENDING_PERIOD ? { windowDays: TRENDING_WINDOW_MS / 86_400_000 } : { period: ref.period },
          updatedTime: now,
          total: first(count),
        },
        window,
        rows<CardRow>(items),
      );
    }
    case 'video': {
      const [count, items] = await db.batch([
        db.prepare(`SELECT COUNT(*) AS n FROM articles a WHERE a.country = ?1 AND ${IS_VIDEO}`).bind(country),
        db
          .prepare(`SELECT ${CARD_COLUMNS} ${STORY_FROM} WHERE a.country = ?1 AND ${IS_VIDEO} ORDER BY a.publish_time DESC, a.id DESC LIMIT ?2 OFFSET ?3`)
          .bind(country, length, offset),
      ]);
      return storyWindowRecord({ id: 'videos', title: '', type: 'VIDEO', source: 'LATEST', meta: {}, updatedTime: now, total: first(count) }, window, rows<CardRow>(items));
    }
    case 'topic': {
      // The stories of the topic page's modules, in module order, each once.
      const topic = await db
        .prepare(`SELECT a.id, a.title, a.update_time, t.page_url_path FROM articles a JOIN topic_pages t ON t.article_id = a.id WHERE a.hash = ?1 AND a.country = ?2`)
        .bind(ref.articleHash, country)
        .first<{ id: number; title: string; update_time: number; page_url_path: string }>();
      if (!topic) return null;
      const stories = `SELECT li.article_id, MIN(m.position * 100000 + ml.position * 1000 + li.position) AS rank
        FROM pages pg JOIN modules m ON m.page_id = pg.id JOIN module_listings ml ON ml.module_id = m.id
        JOIN listing_items li ON li.listing_id = ml.listing_id
        WHERE pg.country = ?1 AND pg.url_path = ?2 AND li.article_id != ?3 GROUP BY li.article_id`;
      const [count, items] = await db.batch([
        db.prepare(`SELECT COUNT(*) AS n FROM (${stories})`).bind(country, topic.page_url_path, topic.id),
        db
          .prepare(`SELECT ${CARD_COLUMNS} FROM (${stories}) s JOIN articles a ON a.id = s.article_id JOIN publishers p ON p.id = a.publisher_id ORDER BY s.rank LIMIT ?4 OFFSET ?5`)
          .bind(country, topic.page_url_path, topic.id, length, offset),
      ]);
      return storyWindowRecord(
        { id: topicListingId(ref.articleHash), title: topic.title, type: 'TOPIC', source: 'TOPIC', meta: { topicUrl: topic.page_url_path }, updatedTime: topic.update_time, total: first(count) },
        window,
        rows<CardRow>(items),
      );
    }
    case 'pcpEvent': {
      const publisher = await db.prepare('SELECT name, updated_time FROM publishers WHERE id = ?1 AND country = ?2').bind(ref.cpId, country).first<{ name: string; updated_time: number }>();
      if (!publisher) return null;
      // The editors' picks of the partner where there are some; its newest stories otherwise.
      const curated = await findListing(db, country, `${country}-cp-${ref.cpId}`, offset, length);
      const id = pcpEventListingId(ref.cpId);
      if (curated) return { ...curated, listing: { ...curated.listing, id, type: 'PCP_EVENT', meta_json: JSON.stringify({ entityType: 'CP', entityId: ref.cpId, curated: true }) } };
      const [count, items] = await db.batch([
        db.prepare('SELECT COUNT(*) AS n FROM articles WHERE publisher_id = ?1').bind(ref.cpId),
        db.prepare(`SELECT ${CARD_COLUMNS} ${STORY_FROM} WHERE a.publisher_id = ?1 ORDER BY a.publish_time DESC, a.id DESC LIMIT ?2 OFFSET ?3`).bind(ref.cpId, length, offset),
      ]);
      return storyWindowRecord(
        { id, title: publisher.name, type: 'PCP_EVENT', source: 'LATEST', meta: { entityType: 'CP', entityId: ref.cpId, curated: false }, updatedTime: publisher.updated_time, total: first(count) },
        window,
        rows<CardRow>(items),
      );
    }
    case 'trendingComment': {
      const since = now - TRENDING_WINDOW_MS;
      const liked = `c.imported_up + (SELECT COUNT(*) FROM comment_votes v WHERE v.comment_hash = c.hash AND v.vote = 'UP')`;
      const visible = `c.country = ?1 AND c.target_type = 'article' AND c.kind = 'COMMENT' AND c.deleted_time IS NULL AND c.hidden_reason IS NULL AND c.created_time >= ?2`;
      const [count, items] = await db.batch([
        db.prepare(`SELECT COUNT(*) AS n FROM comments c WHERE ${visible}`).bind(country, since),
        db
          .prepare(
            `SELECT c.hash, c.author, c.body, c.created_time, a.id AS article_id, a.title, a.hash AS article_hash,
               a.content_type AS article_content_type, ${liked} AS like_count
             FROM comments c JOIN articles a ON a.id = CAST(c.target_id AS INTEGER)
             WHERE ${visible} ORDER BY like_count DESC, c.created_time DESC, c.hash LIMIT ?3 OFFSET ?4`,
          )
          .bind(country, since, length, offset),
      ]);
      const comments = rows<Omit<ListingCommentRow, 'position'>>(items).map((c, i) => ({ ...c, position: offset + i }));
      return entityOrCommentRecord('comments_trending', 'TRENDING_COMMENT', first(count), now, window, [], comments);
    }
    case 'drama':
    case 'chart': {
      const type = ref.kind === 'drama' ? 'DRAMA' : ref.chart === 'movie' ? 'MOVIE' : 'DRAMA';
      // The drama chart follows the chart's current edition, as the chart page does (decision 0067),
      // then score for dramas not on it; the movie chart ranks by score; the drama list shows the
      // newest first.
      const dramaChart = ref.kind === 'chart' && type === 'DRAMA';
      const order = dramaChart ? 'p.rank IS NULL, p.rank, e.score DESC, e.title' : ref.kind === 'chart' ? 'e.score DESC, e.title' : 'e.updated_time DESC, e.title';
      const ranked = dramaChart ? "LEFT JOIN drama_chart_positions p ON p.country = e.country AND p.drama_id = e.entity_id AND p.edition = 'current'" : '';
      const [count, items] = await db.batch([
        db.prepare('SELECT COUNT(*) AS n FROM entities e WHERE e.country = ?1 AND e.entity_type = ?2').bind(country, type),
        db.prepare(`SELECT e.* FROM entities e ${ranked} WHERE e.country = ?1 AND e.entity_type = ?2 ORDER BY ${order} LIMIT ?3 OFFSET ?4`).bind(country, type, length, offset),
      ]);
      const entities = rows<Omit<EntityRow, 'position'>>(items).map((e, i) => ({ ...e, position: offset + i }));
      const id = ref.kind === 'drama' ? 'dramas' : chartListingId(ref.chart);
      return entityOrCommentRecord(id, ref.kind === 'drama' ? 'DRAMA' : 'CHART', first(count), now, window, entities, []);
    }
  }
}

function entityOrCommentRecord(
  id: string,
  type: string,
  total: number,
  now: number,
  window: { offset: number; length: number },
  entities: EntityRow[],
  comments: ListingCommentRow[],
): ListingRecord {
  return {
    ...storyWindowRecord({ id, title: '', type, source: type, meta: {}, updatedTime: now, total }, window, []),
    entities,
    comments,
  };
}

function first(result: D1Result | undefined): number {
  return ((result?.results[0] as { n: number } | undefined)?.n ?? 0);
}

function rows<T>(result: D1Result | undefined): T[] {
  return (result?.results ?? []) as T[];
}
