// The reader's own data (content-spec §7). Answers carry { code, message, result }; every call
// works on the caller's verified user id only.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { detectEnvironment } from '#/domain/shell/environment.ts';
import { addFriend, agreeToTerms, ensureUser, friendshipStatus, setMarketingTerms, setPersonalizedOptOut, updateWeatherArea, type UserRow } from '../db/users.ts';
import { loggedIn, requireUser, type ApiEnv } from './identity.ts';
import { newRouter } from './router.ts';
import { errors, json, jsonRequest } from './schemas/common.ts';
import { Demographics, Friendship, Profile, UserHash, UserInfo, UserSetting, userAnswer } from './schemas/users.ts';
import { ApiError, countrySchema, readJsonBody } from './validation.ts';
import { KB, declareWriteFamily, minute } from './abuseLimits.ts';

const CONTACT_TYPES = ['CP', 'ELECTION_PROFILE'] as const;

const ok = <T>(result: T) => ({ code: 200 as const, message: 'OK' as const, result });

function userInfo(row: UserRow): z.infer<typeof UserInfo> {
  return {
    user: {
      group: row.user_group || 'NA',
      gender: row.gender,
      age: row.age,
      interest: row.interest,
      region: row.region,
      mature: row.mature === 1,
      midOptOut: row.mid_opt_out === 1 ? ('true' as const) : ('false' as const),
      weatherArea: row.weather_area,
    },
  };
}

function userSetting(row: UserRow) {
  return {
    personalizedContentOptOut: row.personalized_opt_out === 1,
    isMarketingTermsAgreed: row.marketing_agreed === 1,
    mktTermsLastModifiedTime: row.marketing_time,
    isTosAgreed: row.tos_agreed === 1,
    tosAgreedTime: row.tos_time,
  };
}

async function currentUser(c: Context<ApiEnv>): Promise<UserRow> {
  return ensureUser(c.env.DB, requireUser(c), Date.now());
}

async function userHash(secret: string, userId: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(userId)));
  return [...mac.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const countryOnly = z.object({ country: countrySchema });

const weatherBody = z
  .object({
    weatherArea: z.string().max(2000).refine((v) => {
      try {
        const parsed = JSON.parse(v) as unknown;
        return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
      } catch {
        return false;
      }
    }, 'must be a JSON object written as a string'),
  })
  .strict();

const friendshipQuery = z.object({
  country: countrySchema,
  ids: z.string({ error: 'is required' }).min(1, 'is required').openapi({ example: 'cp1,cp2' }).transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean)).pipe(z.array(z.string().max(64)).min(1).max(100)),
  type: z.enum(CONTACT_TYPES, { error: 'must be CP or ELECTION_PROFILE' }).openapi({ example: 'CP' }),
});

const friendBody = z.object({ type: z.enum(CONTACT_TYPES, { error: 'must be CP or ELECTION_PROFILE' }), profileId: z.string().min(1, 'is required').max(64) }).strict();

// Friends are added only inside the messaging app: checked before the body is read.
const inMessagingApp: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!detectEnvironment(c.req.header('user-agent') ?? null, c.req.raw.headers).messagingApp) {
    throw new ApiError(400, 'friends can be added only inside the messaging app (not a valid environment)');
  }
  await next();
};

const marketingBody = z.object({ agreed: z.boolean({ error: 'must be true or false' }) }).strict();

/** A logged-in call answering `{ code, message, result }`. */
function userCall<M extends 'get' | 'post' | 'put', P extends string, R extends z.ZodType>(method: M, path: P, summary: string, result: R) {
  return { method, path, summary, middleware: [loggedIn], request: { query: countryOnly }, responses: { 200: json(userAnswer(result)), ...errors(401) } };
}

const profile = createRoute(userCall('get', '/user/profile', "the reader's profile", Profile));
const hash = createRoute({
  method: 'get',
  path: '/user/userHash',
  summary: "a stable, opaque hash of the reader's id",
  middleware: [loggedIn],
  request: { query: countryOnly },
  responses: { 200: json(UserHash), ...errors(401) },
});
const info = createRoute(userCall('get', '/user/info', "the reader's group, demographics and weather area", UserInfo));
const setInfo = createRoute({
  ...userCall('post', '/user/info', "set the reader's weather area", UserInfo),
  middleware: [loggedIn, readJsonBody],
  request: { query: countryOnly, ...jsonRequest(weatherBody) },
});
const demographics = createRoute(userCall('get', '/user/demographics', "the reader's demographics", Demographics));
const setting = createRoute(userCall('get', '/user/setting', "the reader's agreements and opt-outs", UserSetting));
const tos = createRoute(userCall('post', '/user/setting/agreement/tos', 'agree to the terms of service', UserSetting));
const marketing = createRoute({
  ...userCall('put', '/user/setting/agreement/marketingTerms', 'agree to or decline the marketing terms', UserSetting),
  middleware: [loggedIn, readJsonBody],
  request: { query: countryOnly, ...jsonRequest(marketingBody) },
});
const personalized = createRoute({
  ...userCall('put', '/user/setting/personalizedContent', 'opt out of (or back into) personalised content such as For You', UserSetting),
  middleware: [loggedIn, readJsonBody],
  request: { query: countryOnly, ...jsonRequest(z.object({ optOut: z.boolean({ error: 'must be true or false' }) }).strict()) },
});
const friendship = createRoute({
  ...userCall('get', '/user/contacts/friendship/status', 'whether the reader is a friend of each profile', Friendship),
  request: { query: friendshipQuery },
});
const addContact = createRoute({
  ...userCall('post', '/user/contacts/add', 'add a profile as a friend (inside the messaging app only)', Friendship),
  middleware: [loggedIn, inMessagingApp, readJsonBody],
  request: { query: countryOnly, ...jsonRequest(friendBody) },
});

export const userRoutes = newRouter()
  .openapi(profile, async (c) => {
    const row = await currentUser(c);
    return c.json(ok({ userId: row.user_id, displayName: row.display_name, pictureUrl: row.picture_url }), 200);
  })
  .openapi(hash, async (c) => {
    const identity = requireUser(c);
    return c.json({ userHash: await userHash(c.env.USER_HASH_SECRET || 'local-user-hash-secret', identity.userId) }, 200);
  })
  .openapi(info, async (c) => c.json(ok(userInfo(await currentUser(c))), 200))
  .openapi(setInfo, async (c) => {
    const row = await currentUser(c);
    const body = c.req.valid('json');
    return c.json(ok(userInfo(await updateWeatherArea(c.env.DB, row.user_id, body.weatherArea, Date.now()))), 200);
  })
  .openapi(demographics, async (c) => {
    const row = await currentUser(c);
    return c.json(ok({ gender: row.gender, age: row.age, interest: row.interest, region: row.region }), 200);
  })
  .openapi(setting, async (c) => c.json(ok(userSetting(await currentUser(c))), 200))
  .openapi(tos, async (c) => {
    const row = await currentUser(c);
    return c.json(ok(userSetting(await agreeToTerms(c.env.DB, row.user_id, Date.now()))), 200);
  })
  .openapi(marketing, async (c) => {
    const row = await currentUser(c);
    const { agreed } = c.req.valid('json');
    return c.json(ok(userSetting(await setMarketingTerms(c.env.DB, row.user_id, agreed, Date.now()))), 200);
  })
  .openapi(personalized, async (c) => {
    const row = await currentUser(c);
    const { optOut } = c.req.valid('json');
    return c.json(ok(userSetting(await setPersonalizedOptOut(c.env.DB, row.user_id, optOut, Date.now()))), 200);
  })
  .openapi(friendship, async (c) => {
    const { ids, type } = c.req.valid('query');
    const row = await currentUser(c);
    return c.json(ok(await friendshipStatus(c.env.DB, row.user_id, type, ids)), 200);
  })
  .openapi(addContact, async (c) => {
    const row = await currentUser(c);
    const body = c.req.valid('json');
    await addFriend(c.env.DB, row.user_id, body.type, body.profileId, Date.now());
    return c.json(ok({ [body.profileId]: true }), 200);
  });

/** The budget of this module's writes (docs/decisions/0025). */
export const READER_SETTINGS = declareWriteFamily(userRoutes, { name: 'reader settings', perIp: minute(600), perReader: minute(30), maxBodyBytes: 4 * KB }, '/user/*');
