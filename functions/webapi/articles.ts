import { createRoute, z } from '@hono/zod-openapi';
import { findArticleForPage } from '../db/articles.ts';
import { findBroadcasts } from '../db/live.ts';
import { findPageByUrlPath } from '../db/pages.ts';
import { findPollByUrlPath } from '../db/polls.ts';
import { findTopicUrl } from '../db/topics.ts';
import { toPage } from './pageMapping.ts';
import { toArticle, toListingItem } from './articleMapping.ts';
import { toPollSummary } from './pollMapping.ts';
import { toProfileSummary } from './profileMapping.ts';
import { toShortcutItems } from './tagMapping.ts';
import { ARTICLE_VIEW_TYPES } from '#/domain/article/articlePage.ts';
import { SHORTCUT_DEFAULTS, parseTargetContent, rankShortcuts, type TargetWeights } from '#/domain/content/tagShortcuts.ts';
import { MARKETS } from '#/markets.ts';
import { newRouter } from './router.ts';
import { errors, json } from './schemas/common.ts';
import { ArticleResponse, type RawModule } from './schemas/content.ts';
import { ApiError, countrySchema, urlPathSchema } from './validation.ts';

const RELATED_LIMIT = 6;
/** content-spec §6: the user group defaults to NA. */
const DEFAULT_GROUP = 'NA';
/** A story's related-tag chips: every kind of story counts (targetContent ALL). */
const CHIP_WEIGHTS = parseTargetContent('ALL') as TargetWeights;

const articleQuery = z.object({
  country: countrySchema,
  hash: urlPathSchema.openapi({ example: 'a1b2c3' }),
  group: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1-40 letters, digits, - or _')
    .optional()
    .openapi({ description: "the reader's test group (default NA), answered back as the group the article was read for" }),
  view: z
    .enum(ARTICLE_VIEW_TYPES, { error: 'must be topic or lite' })
    .optional()
    .openapi({ description: 'topic (a TOPIC article with its topic page, its default) or lite (the story alone, its modules lite, never a topic view)' }),
  topicUrl: urlPathSchema.optional().openapi({ description: 'TOPIC articles: the page whose modules the topic view shows (default: the one stored with the article)' }),
});

const article = createRoute({
  method: 'get',
  path: '/article',
  summary: 'an article with its related-stories module',
  request: { query: articleQuery },
  responses: { 200: json(ArticleResponse), ...errors(404) },
});

export const articleRoutes = newRouter().openapi(article, async (c) => {
  const { country, hash, topicUrl, view, group = DEFAULT_GROUP } = c.req.valid('query');
  // One round trip: the article, its related stories, its comment count, its people and the
  // candidates for its related tags are read together.
  const found = await findArticleForPage(c.env.DB, country, hash, RELATED_LIMIT, CHIP_WEIGHTS);
  const { article: row, related, commentCount } = found;
  if (!row) throw new ApiError(404, `article not found: ${hash}`);
  const article = toArticle(row);
  const shortcuts = toShortcutItems(
    MARKETS[country],
    rankShortcuts(found.shortcuts.sourceWeight, found.shortcuts.candidates, { threshold: SHORTCUT_DEFAULTS.threshold, limit: SHORTCUT_DEFAULTS.limit, exclude: article.tags }),
  );
  if (article.contentType === 'LIVE') {
    // A failing lookup is reported and the article is kept, without a status.
    try {
      // A HIDDEN broadcast is not given out; an OFF one keeps its status (the page shows no status line).
      const broadcast = (await findBroadcasts(c.env.DB, [article.id])).get(article.id);
      const given = broadcast && broadcast.display !== 'HIDDEN' ? broadcast : null;
      article.broadcastStatus = given?.status ?? null;
      article.broadcast = given ? { display: given.display, videoType: given.videoType, orientation: given.orientation } : null;
    } catch (error) {
      console.error('live status lookup failed', article.id, error);
    }
  }
  // A TOPIC article shows the modules of its topic page (view type topic); one more read, only for them.
  let topic: z.infer<typeof ArticleResponse>['topic'] = null;
  if (view === 'lite') {
    article.viewType = 'lite';
  } else if (article.contentType === 'TOPIC') {
    const url = topicUrl ?? (await findTopicUrl(c.env.DB, article.id));
    const page = url ? await findPageByUrlPath(c.env.DB, country, url) : null;
    if (page) {
      topic = toPage(page);
      article.viewType = 'topic';
      article.topicUrl = topic.urlPath;
    }
  }
  // A POLL article is built around one of its market's polls: the page shows it, votable.
  let poll: z.infer<typeof ArticleResponse>['poll'] = null;
  if (article.media?.type === 'POLL') {
    const record = await findPollByUrlPath(c.env.DB, country, article.media.urlPath);
    poll = record ? toPollSummary(record) : null;
  }
  const relatedId = `related_${article.hash}`;
  const modules: RawModule[] = related.length
    ? [
        {
          id: 0,
          type: 'thumbnailList',
          title: article.categoryName,
          source: 'RELATED',
          // The lite view's modules are lite, so the page's lite status (derived from them) holds.
          viewType: view === 'lite' ? 'LITE' : 'OTHER',
          entityType: null,
          entityId: null,
          anchorId: null,
          listings: [
            {
              id: relatedId,
              title: article.categoryName,
              type: 'RELATED',
              source: 'RELATED',
              updatedTime: article.updateTime,
              meta: {},
              startDate: null,
              endDate: null,
              offset: 0,
              length: RELATED_LIMIT,
              total: related.length,
              items: related.map((card, position) => toListingItem(card, relatedId, position)),
            },
          ],
        },
      ]
    : [];
  const body: z.infer<typeof ArticleResponse> = {
    pageId: article.id,
    pageType: 'ARTICLE',
    group,
    data: article,
    modules,
    shareProperties: { title: article.title, description: article.summary, imageHash: article.thumbnail?.hash ?? null },
    events: [],
    ecEventEnabled: false,
    topic,
    poll,
    people: found.people.map(toProfileSummary),
    shortcuts,
    commentCount,
  };
  return c.json(body, 200);
});
