// The signed-in reader's own activity (my page: what they follow, recent reactions and comments,
// watched videos) and notices (notifications: replies to their comments, new stories from what
// they follow). Per reader, so never cached; 401 'user is not logged in' when signed out.
import { createRoute } from '@hono/zod-openapi';
import { subscribableEntityPath } from '#/domain/content/entityPaths.ts';
import { readerActivity, repliesToReader, type CommentActivityRow } from '../db/activity.ts';
import { resolveEntities } from '../db/subscribableEntities.ts';
import { followedStories, listSubscriptions, allSubscriptions } from '../db/subscriptions.ts';
import { toListingItem } from './articleMapping.ts';
import { loggedIn, requireUser } from './identity.ts';
import { newRouter } from './router.ts';
import { countryQuery, errors, json } from './schemas/common.ts';
import { ReaderActivity, ReaderNotices } from './schemas/activity.ts';

const RECENT = 10;

const activity = createRoute({
  method: 'get',
  path: '/user/activity',
  summary: "the reader's follows, recent reactions, comments and watched videos",
  middleware: [loggedIn],
  request: { query: countryQuery },
  responses: { 200: json(ReaderActivity), ...errors(401) },
});

const notices = createRoute({
  method: 'get',
  path: '/user/notices',
  summary: "replies to the reader's comments and new stories from what they follow",
  middleware: [loggedIn],
  request: { query: countryQuery },
  responses: { 200: json(ReaderNotices), ...errors(401) },
});

const TARGET_PATH: Record<string, (urlPath: string) => string> = {
  article: (p) => `/article/${p}`,
  poll: (p) => `/poll/${p}`,
  quiz: (p) => `/quiz/${p}`,
};

function targetOf(row: CommentActivityRow) {
  const path = row.url_path && TARGET_PATH[row.target_type] ? TARGET_PATH[row.target_type]!(row.url_path) : null;
  return { type: row.target_type, title: row.title, path };
}

export const activityRoutes = newRouter()
  .openapi(activity, async (c) => {
    const reader = requireUser(c);
    const { country } = c.req.valid('query');
    const [{ rows, total }, trail] = await Promise.all([listSubscriptions(c.env.DB, reader.userId, country, 0, RECENT), readerActivity(c.env.DB, reader.userId, country, RECENT)]);
    const follows = await resolveEntities(c.env.DB, country, rows.map((r) => ({ entityType: r.entity_type, entityId: r.entity_id })));
    c.header('Cache-Control', 'private, no-cache');
    return c.json(
      {
        follows: follows.map((e) => ({ ...e, path: subscribableEntityPath(e.entityType, e.entityId), status: 1 as const })),
        followCount: total,
        reactions: trail.reactions.map((r) => ({ likeType: r.like_type, createdTime: r.created_time, title: r.title, path: `/article/${r.hash}` })),
        comments: trail.comments.map((r) => ({ hash: r.hash, body: r.body, kind: r.kind, createdTime: r.created_time, target: targetOf(r) })),
        videos: trail.videos.map((r) => ({ id: r.video_id, title: r.title, path: `/article/${r.hash}`, watchedTime: r.watched_time, duration: r.duration, touchedTime: r.touched_time })),
      },
      200,
    );
  })
  .openapi(notices, async (c) => {
    const reader = requireUser(c);
    const { country } = c.req.valid('query');
    const [replies, subscriptions] = await Promise.all([repliesToReader(c.env.DB, reader.userId, country, 20), allSubscriptions(c.env.DB, reader.userId, country)]);
    const followed = subscriptions.length ? await followedStories(c.env.DB, country, subscriptions, 0, RECENT) : { items: [] };
    c.header('Cache-Control', 'private, no-cache');
    return c.json(
      {
        replies: replies.map((r) => ({ hash: r.hash, author: r.author, body: r.body, myComment: r.my_body, createdTime: r.created_time, target: targetOf(r) })),
        followed: followed.items.map((row, i) => toListingItem(row, 'notices_followed', i)),
      },
      200,
    );
  });
