// GET /ive/{urlPath}: an interactive-video story (content-spec §2 /v2/ive/{urlPath}).
import { createRoute, z } from '@hono/zod-openapi';
import { findInteractiveVideo } from '../db/interactiveVideos.ts';
import { toArticle } from './articleMapping.ts';
import { newRouter } from './router.ts';
import { countryQuery, errors, json } from './schemas/common.ts';
import { InteractiveVideoResponse } from './schemas/stories.ts';
import { ApiError, urlPathSchema } from './validation.ts';

const interactiveVideo = createRoute({
  method: 'get',
  path: '/ive/{urlPath}',
  summary: 'an interactive-video story: its video article and chapters',
  request: { query: countryQuery, params: z.object({ urlPath: urlPathSchema.openapi({ example: 'night-market-tour' }) }) },
  responses: { 200: json(InteractiveVideoResponse), ...errors(404) },
});

export const interactiveVideoRoutes = newRouter().openapi(interactiveVideo, async (c) => {
  const { urlPath } = c.req.valid('param');
  const { country } = c.req.valid('query');
  const found = await findInteractiveVideo(c.env.DB, country, urlPath);
  if (!found || !found.article.media_json) throw new ApiError(404, `interactive video not found: ${urlPath}`);
  const body: InteractiveVideoResponse = { urlPath: found.urlPath, article: toArticle(found.article), chapters: found.chapters, updatedTime: found.updatedTime };
  return c.json(body, 200);
});
