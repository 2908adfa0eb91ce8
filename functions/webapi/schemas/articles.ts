// The article as an editor sends it (PUT /admin/articles/{id}) and as the store writes it: the
// fields they share are declared once, in the request schema; the stored article adds what the
// server sets (hash, slug, media, times) and takes any market and age limit the feeds carry.
import { z } from '@hono/zod-openapi';
import { BADGE_TYPES, CONTENT_SUB_TYPES, CONTENT_TYPES } from '#/domain/article/contentTypes.ts';
import { IMAGE_HASH_PATTERN } from '#/domain/article/imageUrl.ts';
import { countrySchema } from '../validation.ts';
import { ArticleMedia, Thumbnail } from './content.ts';

/** The body of PUT /admin/articles/{id}. */
export const ArticleBody = z
  .object({
    country: countrySchema,
    title: z.string().trim().min(1, 'must not be empty').max(140),
    summary: z.string().max(400).default(''),
    body: z.string().min(1, 'must not be empty').max(200_000),
    author: z.string().max(60).default(''),
    publisherId: z.string().min(1).max(80),
    category: z.string().trim().min(1).max(30),
    contentType: z.enum(CONTENT_TYPES).default('GENERAL'),
    subType: z.enum(CONTENT_SUB_TYPES).default('GENERAL'),
    ageLimit: z.union([z.literal(0), z.literal(18)]).default(0),
    thumbnailHash: z.string().regex(IMAGE_HASH_PATTERN, 'is not an image hash').nullable().default(null),
    tags: z.array(z.string().trim().min(1).max(30)).max(8).default([]),
    badge: z.enum(BADGE_TYPES).nullable().default(null),
    badgeLabel: z.string().max(20).nullable().default(null),
    publishTime: z.number().int().positive().optional(),
  })
  .strict();
export type ArticleBody = z.output<typeof ArticleBody>;

/**
 * An article as functions/db/contentWrites.ts writes it (the admin call, the seed, the feeds):
 * the editor's fields plus what the server sets. `bodyHtml` is prepared (sanitised) on write.
 */
export const ArticleInput = ArticleBody.omit({ body: true, publishTime: true }).extend({
  country: z.string(),
  ageLimit: z.number().int(),
  hash: z.string(),
  slug: z.string(),
  bodyHtml: z.string(),
  categoryId: z.number().int(),
  thumbnailType: Thumbnail.shape.type,
  media: ArticleMedia.nullable(),
  publishTime: z.number(),
  updateTime: z.number(),
});
export type ArticleInput = z.output<typeof ArticleInput>;
