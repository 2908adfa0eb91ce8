// Embedded pages (content-spec §7 'Embedded page'): GET /portal/embedded/page/{url}?country&subType&entityId.
// The page is the portal page at {url} whose sub type matches; entityId picks the module to embed
// (its module id or anchor id). Any of url path, sub type or entityId missing → 400 'incorrect
// arguments' (content-spec §5), before anything else is read.
import { createRoute, z } from '@hono/zod-openapi';
import { findPageByUrlPath } from '../db/pages.ts';
import { toPage } from './pageMapping.ts';
import { newRouter } from './router.ts';
import { errors, json } from './schemas/common.ts';
import { EmbeddedPageResponse } from './schemas/content.ts';
import { ApiError, countrySchema, urlPathSchema, validationHook } from './validation.ts';

const INCORRECT_ARGUMENTS = 'incorrect arguments';

const embedded = createRoute({
  method: 'get',
  path: '/portal/embedded/page/{url}',
  summary: "modules of a portal page chosen by entityId (a module id or anchor id)",
  request: {
    params: z.object({ url: z.string().trim().pipe(urlPathSchema).openapi({ example: 'home' }) }),
    query: z.object({
      country: countrySchema,
      subType: z.string({ error: 'is required' }).trim().min(1, 'is required').max(40, 'must be at most 40 characters').openapi({ example: 'GENERAL' }),
      entityId: z.string({ error: 'is required' }).trim().min(1, 'is required').max(100, 'must be at most 100 characters').openapi({ example: 'headline' }),
    }),
  },
  responses: { 200: json(EmbeddedPageResponse), ...errors(404) },
});

// Without a url path the call is 'incorrect arguments', not an unknown call (with and without the slash).
const missingUrl = (path: string) =>
  createRoute({
    method: 'get',
    path,
    summary: `always 400 '${INCORRECT_ARGUMENTS}': the url path is missing`,
    responses: errors(),
  });

const REQUIRED = new Set(['url', 'subType', 'entityId']);

export const embeddedPageRoutes = newRouter()
  .openapi(
    embedded,
    async (c) => {
      const { url: urlPath } = c.req.valid('param');
      const { country, subType, entityId } = c.req.valid('query');
      const record = await findPageByUrlPath(c.env.DB, country, urlPath);
      const page = record && toPage(record);
      if (!page || (page.subType ?? '').toUpperCase() !== subType.toUpperCase()) {
        throw new ApiError(404, `embedded page not found: ${urlPath} (${subType})`);
      }
      const modules = page.modules.filter((m) => String(m.id) === entityId || m.anchorId === entityId);
      if (modules.length === 0) throw new ApiError(404, `entity not found on page ${urlPath}: ${entityId}`);
      return c.json({ pageId: page.pageId, pageName: page.name, pageType: page.type, subType: page.subType ?? subType, urlPath: page.urlPath, entityId, modules }, 200);
    },
    (result, c) => {
      // A missing (or blank) url path, sub type or entity id is 'incorrect arguments'; other bad values name the field.
      const missing =
        !result.success &&
        result.error.issues.some((i) => REQUIRED.has(String(i.path[0])) && (i.code === 'invalid_type' || i.code === 'too_small'));
      if (missing) throw new ApiError(400, INCORRECT_ARGUMENTS);
      validationHook(result as Parameters<typeof validationHook>[0], c);
    },
  )
  .openapi(missingUrl('/portal/embedded/page'), () => {
    throw new ApiError(400, INCORRECT_ARGUMENTS);
  })
  .openapi(missingUrl('/portal/embedded/page/'), () => {
    throw new ApiError(400, INCORRECT_ARGUMENTS);
  });
