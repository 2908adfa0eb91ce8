// Development login (DEV_LOGIN=true only): POST /dev/login { userId, displayName, gender?, age?, region?, interest?, mature?, midOptOut? } → { accessToken }.
// The profile fields the token cannot carry (region, interest, the mature flag, the mid opt-out) are
// written to the reader's row at once, so tests can sign in a mature or opted-out reader.
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { GENDERS } from '#/domain/portal/forYou.ts';
import { issueDevToken } from '../identity/devProvider.ts';
import { ensureUser, setDevProfile } from '../db/users.ts';
import type { ApiEnv } from './identity.ts';
import { newRouter } from './router.ts';
import { errors, json, jsonRequest } from './schemas/common.ts';
import { ApiError, readJsonBody } from './validation.ts';
import { KB, declareWriteFamily, minute } from './abuseLimits.ts';

const loginBody = z
  .object({
    userId: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be 1-64 letters, digits, . _ or -'),
    displayName: z.string().trim().min(1, 'must not be empty').max(40),
    gender: z.enum(GENDERS, { error: `must be one of ${GENDERS.join(', ')}` }).optional(),
    age: z.number({ error: 'must be a number' }).int('must be an integer').min(0).max(150).optional(),
    region: z.string().max(40).optional(),
    interest: z.string().max(200).optional(),
    mature: z.boolean({ error: 'must be true or false' }).optional(),
    midOptOut: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .strict();

// Off: 404 before the body is read.
const devLoginOn: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.env.DEV_LOGIN !== 'true') throw new ApiError(404, 'the development login is off');
  await next();
};

const login = createRoute({
  method: 'post',
  path: '/dev/login',
  summary: 'issue a development access token (local runs only)',
  middleware: [devLoginOn, readJsonBody],
  request: jsonRequest(loginBody),
  responses: { 200: json(z.object({ accessToken: z.string() })), ...errors(404) },
});

export const devLoginRoutes = newRouter().openapi(login, async (c) => {
  const body = c.req.valid('json');
  const { region, interest, mature, midOptOut } = body;
  if (region !== undefined || interest !== undefined || mature !== undefined || midOptOut !== undefined) {
    const demographics = body.gender !== undefined || body.age !== undefined ? { gender: body.gender ?? null, age: body.age ?? null } : undefined;
    await ensureUser(c.env.DB, { userId: body.userId, displayName: body.displayName, pictureUrl: null, demographics }, Date.now());
    await setDevProfile(c.env.DB, body.userId, { region, interest, mature, midOptOut });
  }
  return c.json({ accessToken: await issueDevToken(body, c.env.DEV_LOGIN_SECRET) }, 200);
});

/** The budget of this module's writes (docs/decisions/0025). */
export const SIGN_IN = declareWriteFamily(devLoginRoutes, { name: 'sign-in', perIp: minute(120), maxBodyBytes: 4 * KB }, '/dev/login');
