// The personalised For You listing (content-spec §7): offset, length, country, and the reader's
// gender, age, opt-out and group. Answers the listing shape; anonymous or opted-out readers get
// the latest stories.
import { Hono } from 'hono';
import { z } from 'zod';
import { FOR_YOU_CANDIDATES, GENDERS, ageBand, forYouVariant, isPersonalised, rankForYou } from '#/domain/portal/forYou.ts';
import type { ListingResponse } from '#/domain/webapiTypes.ts';
import { toCard } from '../db/articleRows.ts';
import { peerCategoryCounts, recentCards } from '../db/forYou.ts';
import type { ApiEnv } from './identity.ts';
import { listingQuery } from './listings.ts';
import { parseQuery } from './validation.ts';

const forYouQuery = listingQuery.extend({
  gender: z.enum(GENDERS, { error: `must be one of ${GENDERS.join(', ')}` }).optional(),
  age: z.coerce.number({ error: 'must be a number' }).int('must be an integer').min(0, 'must be 0 or more').max(150, 'must be at most 150').optional(),
  optOut: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  group: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1-40 letters, digits, - or _').default('NA'),
});

export const forYouRoutes = new Hono<ApiEnv>().get('/listing/foryou', async (c) => {
  const q = parseQuery(c, forYouQuery);
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
  const body: ListingResponse = {
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
    items: window.map((row, i) => ({ ...toCard(row), position: q.offset + i, wrappedId: `foryou_${row.id}_${q.offset + i}` })),
  };
  // Personal answers: never shared by caches.
  c.header('Cache-Control', 'private, no-cache');
  return c.json(body);
});
