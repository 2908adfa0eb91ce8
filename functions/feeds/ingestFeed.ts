// One run of one feed (decision 0092): fetch → parse → each entry on its own (a broken item is a
// problem of the report, never the end of the run) → the article, written through the editorial
// write (functions/content/writeArticle.ts: one sanitising boundary, the same purges) → the feed's
// fetch state (validators and next time after a success; failures counted and backed off).
import { feedContentHash, toFeedArticle } from '#/domain/feeds/feedArticle.ts';
import { FeedParseError, type FeedEntry } from '#/domain/feeds/feedEntry.ts';
import { isHealthy, nextFetchAfterFailure, nextFetchAfterSuccess } from '#/domain/feeds/feedSchedule.ts';
import { parseFeed } from '#/domain/feeds/parseFeed.ts';
import { pageCacheLayers } from '#/cache/layers.ts';
import { purgePages } from '#/cache/purge.ts';
import { writeArticle, type ArticleWriteEnv } from '../content/writeArticle.ts';
import { findPublisher } from '../db/publishers.ts';
import { findArticleIdentity } from '../db/articles.ts';
import { allocateFeedItem, findFeedItem, forgetFeedItem, prependToTabLatest, recordFeedFailure, recordFeedItemHash, recordFeedSuccess, type FeedRecord } from '../db/feeds.ts';
import { ArticleBody } from '../webapi/schemas/articles.ts';
import type { IngestReport } from '../webapi/schemas/feeds.ts';
import { fetchFeed } from './fetchFeed.ts';
import { storeFeedImage, type ImageTransformer } from './feedImages.ts';
import { sha256Hex } from '#/domain/security/sha256Hex.ts';

/** A run reads at most this many entries of a document (a feed lists its newest first). */
export const MAX_ENTRIES_PER_RUN = 200;
/** Item keys longer than this are stored as their SHA-256. */
const MAX_KEY_LENGTH = 500;

export type { IngestReport };

export type IngestEnv = ArticleWriteEnv & Pick<Env, 'MEDIA' | 'FEED_FETCH_PRIVATE'> & { IMAGES?: ImageTransformer };

export interface IngestOptions {
  now?: number;
  /** The fetch's time-out and size cap (tests shorten them). */
  timeoutMs?: number;
  maxBytes?: number;
}

async function storedKey(key: string): Promise<string> {
  return key.length <= MAX_KEY_LENGTH ? key : `sha256:${await sha256Hex(key)}`;
}

async function recordFailure(env: IngestEnv, feed: FeedRecord, reason: string, now: number): Promise<IngestReport> {
  const failures = feed.consecutiveFailures + 1;
  await recordFeedFailure(env.DB, feed.id, { reason, failures, healthy: isHealthy(failures), nextFetchTime: nextFetchAfterFailure(now, feed.pollMinutes, failures) }, now);
  return { feedId: feed.id, status: 'failed', reason, format: null, created: 0, updated: 0, unchanged: 0, problems: [] };
}

/** Writes one entry; what became of it. Throws for an entry that cannot be written (its problem). */
async function ingestEntry(env: IngestEnv, feed: FeedRecord, entry: FeedEntry, publisherName: string, now: number): Promise<'created' | 'updated' | 'unchanged'> {
  const fields = toFeedArticle(entry, feed.category, publisherName);
  const contentHash = await feedContentHash(fields);
  const key = await storedKey(entry.key);
  const known = await findFeedItem(env.DB, feed.id, key);
  if (known?.contentHash === contentHash) return 'unchanged';
  const item = known ?? (await allocateFeedItem(env.DB, feed.id, key, now));
  if (item.contentHash === '') {
    // Not written yet: the id is past every article, but the seed or an editor may have written a
    // story under it since (their ids are not allocated here). Never overwrite theirs.
    const taken = await findArticleIdentity(env.DB, item.articleId);
    if (taken && taken.slug !== `feed-${item.articleId}`) {
      await forgetFeedItem(env.DB, feed.id, key);
      throw new Error(`article id ${item.articleId} was taken by another story; the next run allocates another`);
    }
  }
  const picture = fields.imageUrl
    ? await storeFeedImage({ db: env.DB, media: env.MEDIA, images: env.IMAGES, allowPrivate: env.FEED_FETCH_PRIVATE === 'true' }, fields.imageUrl, now)
    : null;
  // The editor's schema is the edge: whatever the mapping let through is checked once more here.
  const body = ArticleBody.parse({
    country: feed.country,
    title: fields.title,
    summary: fields.summary,
    body: fields.body,
    author: fields.author,
    publisherId: feed.publisherId,
    category: fields.category,
    tags: fields.tags,
    thumbnailHash: picture?.hash ?? null,
    ...(fields.publishTime ? { publishTime: fields.publishTime } : {}),
  });
  const written = await writeArticle(env, item.articleId, body, 'feed', now);
  if (written.created && feed.tab) {
    const listing = await prependToTabLatest(env.DB, feed.country, feed.tab, item.articleId, now);
    if (listing) await purgePages(pageCacheLayers(env), { tags: [`listing:${listing}`] });
  }
  await recordFeedItemHash(env.DB, feed.id, key, contentHash, now);
  return written.created ? 'created' : 'updated';
}

function reasonOf(error: unknown): string {
  if (error && typeof error === 'object' && 'issues' in error && Array.isArray(error.issues)) {
    const issue = error.issues[0] as { path?: PropertyKey[]; message?: string } | undefined;
    return `invalid ${String(issue?.path?.[0] ?? 'field')}: ${issue?.message ?? 'rejected'}`;
  }
  return error instanceof Error ? error.message.slice(0, 200) : 'failed';
}

/** Runs `feed` now. Never throws for the feed's own failures (they are recorded); D1 errors propagate. */
export async function ingestFeed(env: IngestEnv, feed: FeedRecord, options: IngestOptions = {}): Promise<IngestReport> {
  const now = options.now ?? Date.now();
  const fetched = await fetchFeed(feed.url, {
    allowPrivate: env.FEED_FETCH_PRIVATE === 'true',
    timeoutMs: options.timeoutMs,
    maxBytes: options.maxBytes,
    etag: feed.etag,
    lastModified: feed.lastModified,
  });
  if (fetched.status === 'failed') return recordFailure(env, feed, fetched.reason, now);
  if (fetched.status === 'not-modified') {
    await recordFeedSuccess(env.DB, feed.id, { etag: feed.etag, lastModified: feed.lastModified, format: null, nextFetchTime: nextFetchAfterSuccess(now, feed.pollMinutes) }, now);
    return { feedId: feed.id, status: 'not-modified', reason: null, format: feed.format, created: 0, updated: 0, unchanged: 0, problems: [] };
  }
  let parsed;
  try {
    parsed = parseFeed(fetched.bytes, fetched.contentType, fetched.url);
  } catch (error) {
    return recordFailure(env, feed, error instanceof FeedParseError ? error.failure : 'malformed', now);
  }
  const publisherName = (await findPublisher(env.DB, feed.country, feed.publisherId))?.name ?? feed.publisherId;
  const report: IngestReport = { feedId: feed.id, status: 'ok', reason: null, format: parsed.format, created: 0, updated: 0, unchanged: 0, problems: [...parsed.problems] };
  for (const [index, entry] of parsed.entries.slice(0, MAX_ENTRIES_PER_RUN).entries()) {
    try {
      report[await ingestEntry(env, feed, entry, publisherName, now)]++;
    } catch (error) {
      report.problems.push({ index, key: entry.key.slice(0, MAX_KEY_LENGTH), reason: reasonOf(error) });
    }
  }
  report.problems.sort((a, b) => a.index - b.index);
  await recordFeedSuccess(env.DB, feed.id, { etag: fetched.etag, lastModified: fetched.lastModified, format: parsed.format, nextFetchTime: nextFetchAfterSuccess(now, feed.pollMinutes) }, now);
  return report;
}
