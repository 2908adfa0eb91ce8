// The page setting call (content-spec §7 "GET /portal/page/setting{suffix}", optional sub type,
// country, a hash): how a page of tabs is set up before its modules load. Sub types (§3 Page): `tabs`
// (the portal's tab bar, per user group), `publisher` (a publisher's page: its tabs and their
// listings; hash = cpId). The movie tab list (in-cinemas, coming-soon, box-office) answers with the
// movie pages. The suffix form `/portal/page/setting/{subType}` and the query form are the same call.
import { createRoute, z } from '@hono/zod-openapi';
import { PUBLISHER_TABS, publisherListingId } from '#/domain/portal/entityListings.ts';
import type { CountryCode } from '#/markets.ts';
import type { Database } from '../db/database.ts';
import { findPublisher } from '../db/publishers.ts';
import { findTabs } from '../db/tabs.ts';
import { newRouter } from './router.ts';
import { errors, json } from './schemas/common.ts';
import { PageSettingResponse } from './schemas/content.ts';
import { ApiError, countrySchema } from './validation.ts';

const SUB_TYPES = ['tabs', 'publisher', 'movie'] as const;
type SubType = (typeof SUB_TYPES)[number];
const subTypeSchema = z.enum(SUB_TYPES, { error: `must be one of ${SUB_TYPES.join(', ')}` }).openapi({ example: 'tabs' });

const settingQuery = z.object({
  country: countrySchema,
  hash: z.string().regex(/^[a-z0-9][a-z0-9-]{0,80}$/, 'must be a publisher id (lowercase letters, digits, -)').optional(),
  group: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1-40 letters, digits, - or _').optional(),
});

const setting = createRoute({
  method: 'get',
  path: '/portal/page/setting',
  summary: 'how a page of tabs is set up (sub type tabs by default, or publisher with hash = cpId)',
  request: { query: settingQuery.extend({ subType: subTypeSchema.default('tabs') }) },
  responses: { 200: json(PageSettingResponse), ...errors(404) },
});

const settingWithSuffix = createRoute({
  method: 'get',
  path: '/portal/page/setting/{subType}',
  summary: 'the same call with the sub type as the path suffix',
  request: { query: settingQuery, params: z.object({ subType: subTypeSchema }) },
  responses: { 200: json(PageSettingResponse), ...errors(404) },
});

async function pageSetting(db: Database, country: CountryCode, subType: SubType, hash: string | undefined, group: string | undefined): Promise<PageSettingResponse> {
  if (subType === 'movie') throw new ApiError(404, 'page setting not found: movie tabs come with the movie pages');
  if (subType === 'publisher') {
    if (!hash) throw new ApiError(400, 'Invalid query parameter "hash": is required for sub type publisher');
    const publisher = await findPublisher(db, country, hash);
    if (!publisher) throw new ApiError(404, `page setting not found: publisher ${hash}`);
    return {
      subType,
      urlPath: `publisher/${publisher.id}`,
      name: publisher.name,
      tabs: PUBLISHER_TABS.map((tab, index) => ({ id: publisherListingId(publisher.id, tab), index, name: tab, portalPageUrlPath: `publisher/${publisher.id}/${tab}`, listingId: publisherListingId(publisher.id, tab) })),
    };
  }
  const found = await findTabs(db, country, group);
  return {
    subType,
    urlPath: found.tabs[0]?.url_path ?? '',
    name: '',
    group: found.group,
    tabs: found.tabs.map((t, index) => ({ id: String(t.page_id), index, name: t.name, portalPageUrlPath: t.url_path })),
  };
}

export const pageSettingRoutes = newRouter()
  .openapi(setting, async (c) => {
    const q = c.req.valid('query');
    return c.json(await pageSetting(c.env.DB, q.country, q.subType, q.hash, q.group), 200);
  })
  .openapi(settingWithSuffix, async (c) => {
    const q = c.req.valid('query');
    return c.json(await pageSetting(c.env.DB, q.country, c.req.valid('param').subType, q.hash, q.group), 200);
  });
