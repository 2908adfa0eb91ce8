// Embedded pages (content-spec §7 'Embedded page'): GET /portal/embedded/page/{url}?country&subType&entityId.
// The page is the portal page at {url} whose sub type matches; entityId picks the module to embed
// (its module id or anchor id). Any of url path, sub type or entityId missing → 400 'incorrect
// arguments' (content-spec §5), before anything else is read.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { findPageByUrlPath } from '../db/pages.ts';
import type { EmbeddedPageResponse } from '#/domain/webapiTypes.ts';
import { ApiError, countrySchema, parseQuery, urlPathSchema } from './validation.ts';

export const INCORRECT_ARGUMENTS = 'incorrect arguments';

const embeddedQuery = z.object({
  country: countrySchema,
  subType: z.string().max(40, 'must be at most 40 characters'),
  entityId: z.string().max(100, 'must be at most 100 characters'),
});

async function embeddedPage(c: Context<{ Bindings: Env }>) {
  const url = c.req.param('url')?.trim();
  const subType = c.req.query('subType')?.trim();
  const entityId = c.req.query('entityId')?.trim();
  if (!url || !subType || !entityId) throw new ApiError(400, INCORRECT_ARGUMENTS);
  const urlPath = urlPathSchema.safeParse(url);
  if (!urlPath.success) throw new ApiError(400, `Invalid path parameter "url": ${urlPath.error.issues[0]?.message}`);
  const { country } = parseQuery(c, embeddedQuery);

  const page = await findPageByUrlPath(c.env.DB, country, urlPath.data);
  if (!page || (page.subType ?? '').toUpperCase() !== subType.toUpperCase()) {
    throw new ApiError(404, `embedded page not found: ${urlPath.data} (${subType})`);
  }
  const modules = page.modules.filter((m) => String(m.id) === entityId || m.anchorId === entityId);
  if (modules.length === 0) throw new ApiError(404, `entity not found on page ${urlPath.data}: ${entityId}`);
  return c.json({
    pageId: page.pageId,
    pageName: page.name,
    pageType: page.type,
    subType: page.subType ?? subType,
    urlPath: page.urlPath,
    entityId,
    modules,
  } satisfies EmbeddedPageResponse);
}

// With and without the trailing slash, so a missing url path is 'incorrect arguments', not an unknown call.
export const embeddedPageRoutes = new Hono<{ Bindings: Env }>()
  .get('/portal/embedded/page/:url?', embeddedPage)
  .get('/portal/embedded/page/', embeddedPage);
