// Content writes: publishers, articles, pages with modules, listings and tabs. Used by the seed and
// the content-feed jobs; every write is an upsert keyed by a stable source id, so loads are idempotent.
import type { ArticleInput } from '#functions/webapi/schemas/articles.ts';
import { PREPARED_MARKER, prepareArticleHtml } from '#/domain/article/preparedHtml.ts';
import type {
  CommentListingInput,
  EntityInput,
  EntityListingInput,
  ListingFields,
  ListingInput,
  PageInput,
  PollInput,
  PublisherInput,
} from './records.ts';
import type { Database } from './database.ts';
import {
  dramaDetailsOf,
  dramaIndexStatements,
  indexStatements,
  movieDetailsOf,
  movieIndexStatements,
  storedTitleDetails,
  tagIndexStatements,
  unindexStoryAtStatements,
  unindexStoryByIdStatements,
  untagStoryStatements,
} from './search.ts';
import { storySearchDocument } from '#/domain/search/storyDocument.ts';
import { publisherSearchDocument } from '#/domain/search/entityDocuments.ts';

export async function countArticles(db: Database): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM articles').first<{ n: number }>();
  return row?.n ?? 0;
}

/** The state of the last demo-content load: null when none was ever recorded. */
export async function seedRunState(db: Database): Promise<'running' | 'done' | null> {
  const row = await db.prepare('SELECT state FROM seed_runs WHERE id = 1').first<{ state: 'running' | 'done' }>();
  return row?.state ?? null;
}

export async function recordSeedRun(db: Database, state: 'running' | 'done', now: number): Promise<void> {
  await db
    .prepare('INSERT INTO seed_runs (id, state, updated_time) VALUES (1, ?1, ?2) ON CONFLICT (id) DO UPDATE SET state = ?1, updated_time = ?2')
    .bind(state, now)
    .run();
}

/** Removes every content record (for a full reload). */
export async function deleteAllContent(db: Database): Promise<void> {
  await db.batch(
    [
      'showtimes', 'cinema_halls', 'cinemas', 'cinema_cities', 'tabs', 'module_polls', 'module_ad_listings', 'module_listings', 'modules', 'pages', 'listing_comments', 'listing_entities', 'listing_items', 'listings',
      'comment_votes', 'comment_reports', 'comments', 'drama_chart_positions', 'drama_episodes', 'drama_cast', 'drama_details', 'movie_chart_positions', 'movie_cast', 'movie_details', 'entities', 'polls', 'profile_articles', 'profiles',
      'playlist_items', 'playlists', 'interactive_videos', 'topic_pages', 'article_tags', 'articles', 'publishers', 'search_index', 'search_docs',
      'election_posts', 'election_policies', 'election_counts', 'election_reporting', 'election_candidates', 'election_districts', 'election_roles', 'elections', 'election_parties',
    ].map(
      (table) => db.prepare(`DELETE FROM ${table}`),
    ),
  );
}

export async function upsertPublishers(db: Database, publishers: PublisherInput[], now: number): Promise<void> {
  if (!publishers.length) return;
  // Each publisher and its index row in one transaction (a rename replaces the row).
  await db.batch(
    publishers.flatMap((p) => [
      db
        .prepare(
          `INSERT INTO publishers (id, country, name, description, logo_hash, updated_time, ga_tracking_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
           ON CONFLICT (id) DO UPDATE SET country = ?2, name = ?3, description = ?4, logo_hash = ?5, updated_time = ?6, ga_tracking_id = ?7`,
        )
        .bind(p.id, p.country, p.name, p.description, p.logoHash, now, p.gaTrackingId ?? null),
      ...indexStatements(db, publisherSearchDocument(p)),
    ]),
  );
}

/** Upserts articles by (country, slug); returns their ids in input order. Bodies are prepared (sanitised) here. */
export async function upsertArticles(db: Database, articles: ArticleInput[]): Promise<number[]> {
  if (!articles.length) return [];
  // The stories and their search index rows in one transaction (the index row of the story now at
  // the slug goes first: an update may change its hash).
  const upsert = (a: ArticleInput) =>
    db
        .prepare(
          `INSERT INTO articles (hash, country, slug, title, summary, body_html, author, publisher_id, category, category_id,
             content_type, sub_type, age_limit, thumbnail_type, thumbnail_hash, media_json, tags_json, publish_time, update_time,
             badge, badge_label)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21)
           ON CONFLICT (country, slug) DO UPDATE SET hash = ?1, title = ?4, summary = ?5, body_html = ?6, author = ?7,
             publisher_id = ?8, category = ?9, category_id = ?10, content_type = ?11, sub_type = ?12, age_limit = ?13,
             thumbnail_type = ?14, thumbnail_hash = ?15, media_json = ?16, tags_json = ?17, publish_time = ?18, update_time = ?19,
             badge = ?20, badge_label = ?21
           RETURNING id`,
        )
        .bind(
          a.hash, a.country, a.slug, a.title, a.summary, prepareArticleHtml(a.bodyHtml), a.author, a.publisherId, a.category, a.categoryId,
          a.contentType, a.subType, a.ageLimit, a.thumbnailType, a.thumbnailHash, a.media ? JSON.stringify(a.media) : null,
          JSON.stringify(a.tags), a.publishTime, a.updateTime, a.badge, a.badgeLabel,
        );
  const statements: D1PreparedStatement[] = [];
  const upsertAt = articles.map((a) => {
    statements.push(...unindexStoryAtStatements(db, a.country, a.slug));
    const at = statements.push(upsert(a)) - 1;
    statements.push(...indexStatements(db, storySearchDocument(a)));
    return at;
  });
  const results = await db.batch<{ id: number }>(statements);
  const ids = upsertAt.map((at) => results[at]!.results[0]!.id);
  // Each story's tags with their index rows: a tag it drops that no other story of the market
  // carries leaves the index, the tags it carries are (re)indexed.
  await db.batch(articles.flatMap((a, i) => tagWrites(db, ids[i]!, a)));
  return ids;
}

/** Replaces a listing and its items; positions are written dense from 0, as listing reads expect. */
export async function replaceListing(db: Database, listing: ListingInput, now: number): Promise<void> {
  await db.batch([
    upsertListingRow(db, listing, listing.articleIds.length, now),
    db.prepare('DELETE FROM listing_items WHERE listing_id = ?1').bind(listing.id),
    ...listing.articleIds.map((articleId, position) =>
      db
        .prepare('INSERT INTO listing_items (listing_id, position, article_id) VALUES (?1, ?2, ?3)')
        .bind(listing.id, position, articleId),
    ),
  ]);
}

/** Upserts a page by (country, urlPath) and replaces its modules; returns the page id. */
export async function replacePage(db: Database, page: PageInput, now: number): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO pages (country, url_path, name, type, sub_type, share_json, updated_time) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
       ON CONFLICT (country, url_path) DO UPDATE SET name = ?3, type = ?4, sub_type = ?5, share_json = ?6, updated_time = ?7
       RETURNING id`,
    )
    .bind(page.country, page.urlPath, page.name, page.type, page.subType, JSON.stringify(page.share), now)
    .first<{ id: number }>();
  const pageId = row!.id;
  await db.prepare('DELETE FROM modules WHERE page_id = ?1').bind(pageId).run();
  for (const [position, m] of page.modules.entries()) {
    const inserted = await db
      .prepare(
        `INSERT INTO modules (page_id, position, type, title, source, view_type, anchor_id, entity_type, entity_id, props_json)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10) RETURNING id`,
      )
      .bind(pageId, position, m.type, m.title, m.source, m.viewType, m.anchorId, m.entityType ?? null, m.entityId ?? null, JSON.stringify(m.props ?? {}))
      .first<{ id: number }>();
    if (m.listings.length) {
      await db.batch(
        m.listings.map((l, i) =>
          db
            .prepare('INSERT INTO module_listings (module_id, listing_id, position, item_limit) VALUES (?1, ?2, ?3, ?4)')
            .bind(inserted!.id, l.listingId, i, l.itemLimit),
        ),
      );
    }
    const polls = m.polls ?? [];
    const ads = m.adArticleListings ?? [];
    if (polls.length || ads.length) {
      await db.batch([
        ...polls.map((pollId, i) => db.prepare('INSERT INTO module_polls (module_id, poll_id, position) VALUES (?1, ?2, ?3)').bind(inserted!.id, pollId, i)),
        ...ads.map((l, i) =>
          db.prepare('INSERT INTO module_ad_listings (module_id, listing_id, position, item_limit) VALUES (?1, ?2, ?3, ?4)').bind(inserted!.id, l.listingId, i, l.itemLimit),
        ),
      ]);
    }
  }
  return pageId;
}

export async function replaceTabs(
  db: Database,
  country: string,
  group: string,
  tabs: { name: string; pageId: number }[],
): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM tabs WHERE country = ?1 AND tab_group = ?2').bind(country, group),
    ...tabs.map((t, position) =>
      db
        .prepare('INSERT INTO tabs (country, tab_group, position, name, page_id) VALUES (?1, ?2, ?3, ?4, ?5)')
        .bind(country, group, position, t.name, t.pageId),
    ),
  ]);
}

/** Creates or updates an article under a given id (editorial writes); the body is prepared (sanitised) here. */
export async function upsertArticleById(db: Database, id: number, a: ArticleInput): Promise<void> {
  await db.batch([
    ...unindexStoryByIdStatements(db, id),
    db
      .prepare(
        `INSERT INTO articles (id, hash, country, slug, title, summary, body_html, author, publisher_id, category, category_id,
           content_type, sub_type, age_limit, thumbnail_type, thumbnail_hash, media_json, tags_json, publish_time, update_time,
           badge, badge_label)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22)
         ON CONFLICT (id) DO UPDATE SET title = ?5, summary = ?6, body_html = ?7, author = ?8, publisher_id = ?9,
           category = ?10, category_id = ?11, content_type = ?12, sub_type = ?13, age_limit = ?14, thumbnail_type = ?15,
           thumbnail_hash = ?16, media_json = ?17, tags_json = ?18, publish_time = ?19, update_time = ?20, badge = ?21,
           badge_label = ?22`,
      )
      .bind(
        id, a.hash, a.country, a.slug, a.title, a.summary, prepareArticleHtml(a.bodyHtml), a.author, a.publisherId, a.category, a.categoryId,
        a.contentType, a.subType, a.ageLimit, a.thumbnailType, a.thumbnailHash, a.media ? JSON.stringify(a.media) : null,
        JSON.stringify(a.tags), a.publishTime, a.updateTime, a.badge, a.badgeLabel,
      ),
    ...tagWrites(db, id, a),
    ...indexStatements(db, storySearchDocument(a)),
  ]);
}

/** Replaces a story's tags, and the index rows of the tags it drops or carries (decision 0076). */
function tagWrites(db: Database, articleId: number, a: ArticleInput): D1PreparedStatement[] {
  const tags = [...new Set(a.tags)];
  return [
    ...untagStoryStatements(db, articleId, a.country, tags),
    db.prepare('DELETE FROM article_tags WHERE article_id = ?1').bind(articleId),
    ...tags.map((tag, position) => db.prepare('INSERT INTO article_tags (article_id, tag, position) VALUES (?1, ?2, ?3)').bind(articleId, tag, position)),
    ...tagIndexStatements(db, a.country, tags),
  ];
}

/**
 * Re-prepares stored bodies that lack the current PREPARED_MARKER (written before bodies were
 * stored render-ready, or by an older preparation): render refuses them. Returns how many.
 */
export async function reprepareArticleBodies(db: Database, batchSize = 100): Promise<number> {
  let total = 0;
  for (;;) {
    const { results } = await db
      .prepare('SELECT id, body_html FROM articles WHERE substr(body_html, 1, ?2) <> ?1 ORDER BY id LIMIT ?3')
      .bind(PREPARED_MARKER, PREPARED_MARKER.length, batchSize)
      .all<{ id: number; body_html: string }>();
    if (!results.length) return total;
    await db.batch(results.map((r) => db.prepare('UPDATE articles SET body_html = ?1 WHERE id = ?2').bind(prepareArticleHtml(r.body_html), r.id)));
    total += results.length;
  }
}

export async function upsertEntities(db: Database, entities: EntityInput[], now: number): Promise<void> {
  if (!entities.length) return;
  // A drama or movie whose details are stored is (re)indexed with its new title in the same batch.
  const details = new Map<string, Awaited<ReturnType<typeof storedTitleDetails>>>();
  for (const country of new Set(entities.map((e) => e.country))) {
    const ids = (type: EntityInput['entityType']) => entities.filter((e) => e.country === country && e.entityType === type).map((e) => e.entityId);
    if (ids('DRAMA').length || ids('MOVIE').length) details.set(country, await storedTitleDetails(db, country, { drama: ids('DRAMA'), movie: ids('MOVIE') }));
  }
  const indexed = (e: EntityInput): D1PreparedStatement[] => {
    const entity = { country: e.country, id: e.entityId, title: e.title, subtitle: e.subtitle };
    const drama = e.entityType === 'DRAMA' ? details.get(e.country)?.drama.get(e.entityId) : undefined;
    const movie = e.entityType === 'MOVIE' ? details.get(e.country)?.movie.get(e.entityId) : undefined;
    if (drama) return dramaIndexStatements(db, entity, dramaDetailsOf(drama));
    if (movie) return movieIndexStatements(db, entity, movieDetailsOf(movie));
    return [];
  };
  await db.batch(
    entities.flatMap((e) => [
      db
        .prepare(
          `INSERT INTO entities (country, entity_type, entity_id, url_path, title, subtitle, image_hash, score, rating, updated_time)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
           ON CONFLICT (country, entity_type, entity_id) DO UPDATE SET url_path = ?4, title = ?5, subtitle = ?6, image_hash = ?7,
             score = ?8, rating = ?9, updated_time = ?10`,
        )
        .bind(e.country, e.entityType, e.entityId, e.urlPath, e.title, e.subtitle, e.imageHash, e.score, e.rating, now),
      ...indexed(e),
    ]),
  );
}

/** Replaces a listing of brief entities; item_count counts them, as listing reads expect. */
export async function replaceEntityListing(
  db: Database,
  listing: EntityListingInput,
  now: number,
): Promise<void> {
  await db.batch([
    upsertListingRow(db, listing, listing.entities.length, now),
    db.prepare('DELETE FROM listing_entities WHERE listing_id = ?1').bind(listing.id),
    ...listing.entities.map((e, position) =>
      db
        .prepare('INSERT INTO listing_entities (listing_id, position, country, entity_type, entity_id) VALUES (?1, ?2, ?3, ?4, ?5)')
        .bind(listing.id, position, listing.country, e.entityType, e.entityId),
    ),
  ]);
}

/**
 * Fills a listing with `size` items cycling through a market's articles, in one statement
 * (for load tests of very long listings).
 */
export async function fillListingWithCycle(db: Database, listing: { id: string; country: string; title: string }, size: number, now: number): Promise<void> {
  await replaceListing(db, { ...listing, type: 'LATEST', source: 'LATEST', shuffle: false, articleIds: [] }, now);
  await db
    .prepare(
      `INSERT INTO listing_items (listing_id, position, article_id)
       WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < ?2 - 1),
         pool AS (SELECT id, ROW_NUMBER() OVER (ORDER BY id) - 1 AS k, COUNT(*) OVER () AS total FROM articles WHERE country = ?3)
       SELECT ?1, seq.n, pool.id FROM seq JOIN pool ON pool.k = seq.n % pool.total`,
    )
    .bind(listing.id, size, listing.country)
    .run();
  await db.prepare('UPDATE listings SET item_count = ?2 WHERE id = ?1').bind(listing.id, size).run();
}

/** Upserts comments and replaces a trending-comment listing with them, in the given order. */
export async function replaceCommentListing(
  db: Database,
  listing: CommentListingInput,
  now: number,
): Promise<void> {
  await db.batch([
    ...listing.comments.map((c) =>
      db
        .prepare(
          `INSERT INTO comments (hash, country, target_type, target_id, author, body, imported_up, created_time)
           VALUES (?1, ?2, 'article', ?3, ?4, ?5, ?6, ?7)
           ON CONFLICT (hash) DO UPDATE SET country = ?2, target_id = ?3, author = ?4, body = ?5, imported_up = ?6, created_time = ?7`,
        )
        .bind(c.hash, c.country, String(c.articleId), c.author, c.body, c.likeCount, c.createdTime),
    ),
    upsertListingRow(db, listing, listing.comments.length, now),
    db.prepare('DELETE FROM listing_comments WHERE listing_id = ?1').bind(listing.id),
    ...listing.comments.map((c, position) =>
      db.prepare('INSERT INTO listing_comments (listing_id, position, comment_hash) VALUES (?1, ?2, ?3)').bind(listing.id, position, c.hash),
    ),
  ]);
}

export async function upsertPoll(db: Database, poll: PollInput, now: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO polls (id, country, url_path, question, options_json, end_time, updated_time, max_choices, consent_options_json) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
       ON CONFLICT (id) DO UPDATE SET country = ?2, url_path = ?3, question = ?4, options_json = ?5, end_time = ?6, updated_time = ?7, max_choices = ?8, consent_options_json = ?9`,
    )
    .bind(poll.id, poll.country, poll.urlPath, poll.question, JSON.stringify(poll.options), poll.endTime, now, poll.maxChoices, JSON.stringify(poll.consentOptions ?? []))
    .run();
}

function upsertListingRow(db: Database, listing: ListingFields, count: number, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO listings (id, country, title, type, source, shuffle, updated_time, item_count, start_date, end_date, expire_mode)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
       ON CONFLICT (id) DO UPDATE SET country = ?2, title = ?3, type = ?4, source = ?5, shuffle = ?6, updated_time = ?7, item_count = ?8,
         start_date = ?9, end_date = ?10, expire_mode = ?11`,
    )
    .bind(listing.id, listing.country, listing.title, listing.type, listing.source, listing.shuffle ? 1 : 0, now, count, listing.startDate ?? null, listing.endDate ?? null, listing.expireMode ?? 'OFF');
}
