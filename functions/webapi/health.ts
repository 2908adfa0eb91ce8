import { Hono } from 'hono';
import type { HealthResponse } from '#/domain/webapiTypes.ts';
import { pingDatabase } from '../db/health.ts';
import { ApiError } from './validation.ts';

export const healthRoutes = new Hono<{ Bindings: Env }>().get('/health', async (c) => {
  const ok = await pingDatabase(c.env.DB).catch(() => false);
  if (!ok) throw new ApiError(503, 'database unavailable');
  return c.json({ status: 'ok', database: 'ok', time: Date.now() } satisfies HealthResponse);
});
