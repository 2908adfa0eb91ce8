import { createRoute } from '@hono/zod-openapi';
import { pingDatabase } from '../db/health.ts';
import { newRouter } from './router.ts';
import { errors, json } from './schemas/common.ts';
import { HealthResponse } from './schemas/content.ts';
import { ApiError } from './validation.ts';

const health = createRoute({
  method: 'get',
  path: '/health',
  summary: 'liveness and database check',
  responses: { 200: json(HealthResponse), ...errors(503) },
});

export const healthRoutes = newRouter().openapi(health, async (c) => {
  const ok = await pingDatabase(c.env.DB).catch(() => false);
  if (!ok) throw new ApiError(503, 'database unavailable');
  return c.json({ status: 'ok' as const, database: 'ok' as const, time: Date.now() }, 200);
});
