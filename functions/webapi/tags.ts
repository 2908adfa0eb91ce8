// Tags (content-spec §2 /v2/tag/{tagHash}/{category}, §7 tag listings and GET /tag/shortcuts).
import { createRoute, z } from '@hono/zod-openapi';
import { tagFromHash, tagHash } from '#/domain/content/tagHash.ts';
import { parseTagCategory } from '#/domain/portal/entityListings.ts';
import { SHORTCUT_DEFAULTS, parseTargetContent, rankShortcuts } from '#/domain/content/tagShortcuts.ts';
import { MARKETS } from '#/markets.ts';
import { findArticleTagsByHash, findTagCategories, findTagListing, findShortcutCandidates } from '../db/tags.ts';
import { toListing } from './listingMapping.ts';
import { toShortcutItems } from './tagMapping.ts';
import { listingQuery } from './listings.ts';
import { newRouter } from './router.ts';
import { countryQuery, errors, json } from './schemas/common.ts';
import { TagPage, TagShortcuts } from './schemas/tags.ts';
import { ApiError } from './validation.ts';

const tagHashParam = z
  .string()
  .refine((v) => tagFromHash(v) !== null, 'is not the hash of a tag')
  .openapi({ example: tagHash('颱風') });

const shortcuts = createRoute({
  method: 'get',
  path: '/tag/shortcuts',
  summary: 'related tags, weighted by the stories they share with a tag or an article (content-spec §3 Shortcut request)',
  request: {
    query: countryQuery.extend({
      // A tag hash is up to 400 characters (src/domain/content/tagHash.ts); an article hash is shorter.
      id: z.string({ error: 'is required' }).regex(/^[A-Za-z0-9_-]{1,400}$/, 'must be a tag hash or an article hash').openapi({ example: tagHash('颱風') }),
      sourceType: z.enum(['TAG', 'ARTICLE'], { error: 'must be TAG or ARTICLE' }).default('TAG'),
      // Where the chips show (e.g. tag-page, article-page, or a page path): echoed, not interpreted.
      context: z
        .string()
        .max(200, 'must be at most 200 characters')
        .regex(/^[A-Za-z0-9_.:/-]*$/, 'may contain only letters, digits and _ . : / -')
        .optional()
        .openapi({ example: 'tag-page' }),
      targetContent: z
        .string()
        .default('ALL')
        .superRefine((v, ctx) => {
          const parsed = parseTargetContent(v);
          if ('message' in parsed) ctx.addIssue({ code: 'custom', message: parsed.message });
        }),
      threshold: z.coerce.number({ error: 'must be a number' }).min(0, 'must be 0 or more').max(1, 'must be at most 1').default(SHORTCUT_DEFAULTS.threshold),
      limit: z.coerce
        .number({ error: 'must be a number' })
        .int('must be an integer')
        .min(1, 'must be 1 or more')
        .max(SHORTCUT_DEFAULTS.maxLimit, `must be at most ${SHORTCUT_DEFAULTS.maxLimit}`)
        .default(SHORTCUT_DEFAULTS.limit),
    }),
  },
  responses: { 200: json(TagShortcuts), ...errors(404) },
});

const tagPage = createRoute({
  method: 'get',
  path: '/tag/{tagHash}',
  summary: "a tag's page: its categories and the first window of its stories in one category (or all)",
  request: {
    params: z.object({ tagHash: tagHashParam }),
    query: listingQuery.extend({ category: z.string().default('all').refine((v) => parseTagCategory(v) !== null, "must be 'all' or a category id") }),
  },
  responses: { 200: json(TagPage), ...errors(404) },
});

export const tagRoutes = newRouter()
  .openapi(shortcuts, async (c) => {
    const q = c.req.valid('query');
    const weights = parseTargetContent(q.targetContent) as { article: number; video: number };
    let sources: string[] | null;
    if (q.sourceType === 'TAG') {
      const tag = tagFromHash(q.id);
      if (!tag) throw new ApiError(400, 'Invalid query parameter "id": is not the hash of a tag');
      sources = (await findTagCategories(c.env.DB, q.country, tag)).length > 0 ? [tag] : null;
    } else {
      sources = await findArticleTagsByHash(c.env.DB, q.country, q.id);
    }
    if (!sources) throw new ApiError(404, `no ${q.sourceType === 'TAG' ? 'tag' : 'article'} ${q.id} in ${q.country}`);
    const { sourceWeight, candidates } = sources.length ? await findShortcutCandidates(c.env.DB, q.country, sources, weights) : { sourceWeight: 0, candidates: [] };
    const ranked = rankShortcuts(sourceWeight, candidates, { threshold: q.threshold, limit: q.limit, exclude: sources });
    return c.json(
      {
        country: q.country,
        id: q.id,
        sourceType: q.sourceType,
        context: q.context ?? null,
        targetContent: q.targetContent,
        threshold: q.threshold,
        limit: q.limit,
        items: toShortcutItems(MARKETS[q.country], ranked),
      },
      200,
    );
  })
  .openapi(tagPage, async (c) => {
    const { tagHash: hash } = c.req.valid('param');
    const { country, offset, length, category: raw } = c.req.valid('query');
    const text = tagFromHash(hash)!;
    const category = parseTagCategory(raw)!;
    const [categories, listing] = await Promise.all([
      findTagCategories(c.env.DB, country, text),
      findTagListing(c.env.DB, country, { text, hash }, category, offset, length),
    ]);
    if (categories.length === 0) throw new ApiError(404, `no stories carry the tag ${text} in ${country}`);
    if (!listing) throw new ApiError(404, `no stories carry the tag ${text} in category ${raw}`);
    return c.json(
      {
        tag: text,
        tagHash: hash,
        category,
        categories: categories.map((r) => ({ id: r.category_id, name: r.category, stories: r.stories })),
        total: categories.reduce((n, r) => n + r.stories, 0),
        listing: toListing(listing),
      },
      200,
    );
  });
