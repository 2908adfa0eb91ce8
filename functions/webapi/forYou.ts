// The personalised For You listing (content-spec §7): offset, length, country, and the reader's
// gender, age, opt-out and group. Answers the listing shape; anonymous or opted-out readers get
// the latest stories.
import { createRoute, z } from '@hono/zod-openapi';
import { FOR_YOU_CANDIDATES, GENDERS, ageBand, forYouVariant, isPersonalised, rankForYou } from '#/domain/portal/forYou.ts';
import { peerCategoryCounts, recentCards } from '../db/forYou.ts';
import { toListingItem } from './articleMapping.ts';
import { listingQuery } from './listings.ts';
import { newRouter } from './router.ts';
import { errors, json } from './schemas/common.ts';
import { ListingResponse } from './schemas/content.ts';

const forYouQuery = listingQuery.extend({
  gender: z.enum(GENDERS, { error: `must be one of ${GENDERS.join(', ')}` }).optional(),
  age: z.coerce.number({ error: 'must be a number' }).int('must be an integer').min(0, 'must be 0 or more').max(150, 'must be at most 150').optional(),
  optOut: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  group: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1-40 letters, digits, - or _').default('NA'),
});

const forYou = createRoute({
  method: 'get',
  path: '/listing/foryou',
  summary: "the reader's For You listing (latest stories when anonymous or opted out)",
  request: { query: forYouQuery },
  responses: { 200: json(ListingResponse), ...errors() },
});

export const forYouRoutes = newRouter().openapi(forYou, async (c) => {
  const q = c.req.valid('query');
  const optOut = q.optOut === 'true';
  const [rows, peers] = await Promise.all([
    recentCards(c.env.DB, q.country, FOR_YOU_CANDIDATES),
    !optOut && q.gender && q.age !== undefined
      ? peerCategoryCounts(c.env.DB, q.country, { gender: q.gender, ageMin: ageBand(q.age)[0], ageMax: ageBand(q.age)[1] })
      : Promise.resolve({}),
  ]);
  const profile = { optOut, peerCategoryCounts: peers, variant: forYouVariant(q.group), now: Date.now() };
  const ranked = rankForYou(rows.map((r) => ({ ...r, category: r.category, publishTime: r.publish_time })), profile);
  const window = ranked.slice(q.offset, q.offset + q.length);
  const body: z.infer<typeof ListingResponse> = {
    id: 'foryou',
    title: '',
    type: 'FOR_YOU',
    source: 'FOR_YOU',
    updatedTime: profile.now,
    meta: { personalised: isPersonalised(profile), group: q.group },
    startDate: null,
    endDate: null,
    offset: q.offset,
    length: q.length,
    total: ranked.length,
    items: window.map((row, i) => toListingItem(row, 'foryou', q.offset + i)),
  };
  // Personal answers: never shared by caches.
  c.header('Cache-Control', 'private, no-cache');
  return c.json(body, 200);
});
