// Development login (DEV_LOGIN=true only): POST /dev/login { userId, displayName, gender?, age? } → { accessToken }.
import { Hono } from 'hono';
import { z } from 'zod';
import { GENDERS } from '#/domain/portal/forYou.ts';
import { issueDevToken } from '../identity/devProvider.ts';
import type { ApiEnv } from './identity.ts';
import { ApiError } from './validation.ts';
import { jsonBody } from './jsonBody.ts';

const loginBody = z
  .object({
    userId: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be 1-64 letters, digits, . _ or -'),
    displayName: z.string().trim().min(1, 'must not be empty').max(40),
    gender: z.enum(GENDERS, { error: `must be one of ${GENDERS.join(', ')}` }).optional(),
    age: z.number({ error: 'must be a number' }).int('must be an integer').min(0).max(150).optional(),
  })
  .strict();

export const devLoginRoutes = new Hono<ApiEnv>().post('/dev/login', async (c) => {
  if (c.env.DEV_LOGIN !== 'true') throw new ApiError(404, 'the development login is off');
  const body = await jsonBody(c.req.raw, loginBody);
  return c.json({ accessToken: await issueDevToken(body, c.env.DEV_LOGIN_SECRET) });
});
