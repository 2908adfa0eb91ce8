// The one write of an article by id, shared by the editorial PUT /admin/articles/{id} and the feed
// pipeline (functions/feeds/ingestFeed.ts): the body goes through the one sanitising boundary
// (prepareArticleHtml, inside upsertArticleById) and the pages that show the story are purged.
import { articleHashFor } from '#/domain/article/articleHash.ts';
import { tagHash } from '#/domain/content/tagHash.ts';
import { pageCacheLayers } from '#/cache/layers.ts';
import { purgePages } from '#/cache/purge.ts';
import { findArticleIdentity } from '../db/articles.ts';
import { upsertArticleById } from '../db/contentWrites.ts';
import type { Database } from '../db/database.ts';
import { findListingIdsHolding } from '../db/listings.ts';
import { findProfileHashesOfArticle } from '../db/profiles.ts';
import type { ArticleBody } from '../webapi/schemas/articles.ts';
import { ApiError } from '../webapi/validation.ts';

export type ArticleWriteEnv = Pick<Env, 'PAGE_CACHE' | 'CF_ZONE_ID' | 'CF_PURGE_TOKEN'> & { DB: Database };

/** Who wrote the story first: names its slug (`<origin>-<id>`) and seeds its public hash. */
export type ArticleOrigin = 'admin' | 'feed';

export interface ArticleWritten {
  id: number;
  hash: string;
  created: boolean;
  invalidated: number;
  tags: string[];
}

/**
 * Creates or updates the article `id` from an editor's fields (the publisher is checked by the
 * caller). An existing story keeps its hash, slug, media and (unless given) publish time; a story
 * may not move to another market (400).
 */
export async function writeArticle(env: ArticleWriteEnv, id: number, body: ArticleBody, origin: ArticleOrigin = 'admin', now = Date.now()): Promise<ArticleWritten> {
  const existing = await findArticleIdentity(env.DB, id);
  if (existing && existing.country !== body.country) throw new ApiError(400, 'Invalid body field "country": the article belongs to another market');
  const hash = existing?.hash ?? (await articleHashFor(`${body.country}:${origin}:${id}`));
  const { body: bodyHtml, publishTime, ...fields } = body;
  await upsertArticleById(env.DB, id, {
    ...fields,
    hash,
    slug: existing?.slug ?? `${origin}-${id}`,
    bodyHtml,
    categoryId: 0,
    thumbnailType: existing?.thumbnailType === 'VIDEO' ? 'VIDEO' : 'IMAGE',
    media: existing?.media ? JSON.parse(existing.media) : null,
    publishTime: publishTime ?? existing?.publishTime ?? now,
    updateTime: now,
  });
  const [listings, people] = await Promise.all([findListingIdsHolding(env.DB, id), findProfileHashesOfArticle(env.DB, id)]);
  // The pages that show the story: its own, its listings', its publisher's and its tags' (before and
  // after), and the market's search results (a title or a story found by words it no longer holds).
  const storyTags = new Set([...(existing ? (JSON.parse(existing.tags) as string[]) : []), ...body.tags]);
  const publishers = new Set([body.publisherId, ...(existing ? [existing.publisherId] : [])]);
  const tags = [
    `article:${id}`,
    ...listings.map((l) => `listing:${l}`),
    ...[...publishers].map((p) => `publisher:${p}`),
    ...[...storyTags].map((t) => `tag:${tagHash(t)}`),
    ...people.map((h) => `profile:${h}`),
    `search:${body.country}`,
  ];
  const invalidated = await purgePages(pageCacheLayers(env), { tags });
  return { id, hash, created: !existing, invalidated, tags };
}
