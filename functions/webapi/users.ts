// The reader's own data (content-spec §7). Answers carry { code, message, result }; every call
// works on the caller's verified user id only.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { detectEnvironment } from '#/domain/shell/environment.ts';
import { addFriend, agreeToTerms, ensureUser, friendshipStatus, setMarketingTerms, updateWeatherArea, type UserRow } from '../db/users.ts';
import { requireUser, type ApiEnv } from './identity.ts';
import { jsonBody } from './jsonBody.ts';
import { ApiError, countrySchema, parseQuery } from './validation.ts';

const CONTACT_TYPES = ['CP', 'ELECTION_PROFILE'] as const;

const ok = <T>(c: Context<ApiEnv>, result: T) => c.json({ code: 200, message: 'OK', result });

function userInfo(row: UserRow) {
  return {
    user: {
      group: row.user_group || 'NA',
      gender: row.gender,
      age: row.age,
      interest: row.interest,
      region: row.region,
      mature: row.mature === 1,
      midOptOut: row.mid_opt_out === 1 ? 'true' : 'false',
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

const countryOnly = z.object({ country: countrySchema }).loose();

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
  ids: z.string().min(1, 'is required').transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean)).pipe(z.array(z.string().max(64)).min(1).max(100)),
  type: z.enum(CONTACT_TYPES, { error: 'must be CP or ELECTION_PROFILE' }),
});

const friendBody = z.object({ type: z.enum(CONTACT_TYPES, { error: 'must be CP or ELECTION_PROFILE' }), profileId: z.string().min(1, 'is required').max(64) }).strict();

export const userRoutes = new Hono<ApiEnv>()
  .get('/user/profile', async (c) => {
    parseQuery(c, countryOnly);
    const row = await currentUser(c);
    return ok(c, { userId: row.user_id, displayName: row.display_name, pictureUrl: row.picture_url });
  })
  .get('/user/userHash', async (c) => {
    parseQuery(c, countryOnly);
    const identity = requireUser(c);
    return c.json({ userHash: await userHash(c.env.USER_HASH_SECRET || 'local-user-hash-secret', identity.userId) });
  })
  .get('/user/info', async (c) => {
    parseQuery(c, countryOnly);
    return ok(c, userInfo(await currentUser(c)));
  })
  .post('/user/info', async (c) => {
    parseQuery(c, countryOnly);
    const row = await currentUser(c);
    const body = await jsonBody(c.req.raw, weatherBody);
    return ok(c, userInfo(await updateWeatherArea(c.env.DB, row.user_id, body.weatherArea, Date.now())));
  })
  .get('/user/demographics', async (c) => {
    parseQuery(c, countryOnly);
    const row = await currentUser(c);
    return ok(c, { gender: row.gender, age: row.age, interest: row.interest, region: row.region });
  })
  .get('/user/setting', async (c) => {
    parseQuery(c, countryOnly);
    return ok(c, userSetting(await currentUser(c)));
  })
  .post('/user/setting/agreement/tos', async (c) => {
    parseQuery(c, countryOnly);
    const row = await currentUser(c);
    return ok(c, userSetting(await agreeToTerms(c.env.DB, row.user_id, Date.now())));
  })
  .put('/user/setting/agreement/marketingTerms', async (c) => {
    parseQuery(c, countryOnly);
    const row = await currentUser(c);
    const { agreed } = await jsonBody(c.req.raw, z.object({ agreed: z.boolean({ error: 'must be true or false' }) }).strict());
    return ok(c, userSetting(await setMarketingTerms(c.env.DB, row.user_id, agreed, Date.now())));
  })
  .get('/user/contacts/friendship/status', async (c) => {
    const { ids, type } = parseQuery(c, friendshipQuery);
    const row = await currentUser(c);
    return ok(c, await friendshipStatus(c.env.DB, row.user_id, type, ids));
  })
  .post('/user/contacts/add', async (c) => {
    parseQuery(c, countryOnly);
    const row = await currentUser(c);
    if (!detectEnvironment(c.req.header('user-agent') ?? null, c.req.raw.headers).messagingApp) {
      throw new ApiError(400, 'friends can be added only inside the messaging app (not a valid environment)');
    }
    const body = await jsonBody(c.req.raw, friendBody);
    await addFriend(c.env.DB, row.user_id, body.type, body.profileId, Date.now());
    return ok(c, { [body.profileId]: true });
  });
