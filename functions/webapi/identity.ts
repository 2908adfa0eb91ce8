// Identity at the API's edge: every request carrying an access token is verified (401 when it
// cannot be); logged-in-only calls without one answer 401 'user is not logged in'.
import type { Context, MiddlewareHandler } from 'hono';
import { identify, identityProviders } from '../identity/identify.ts';
import { IdentityError, NOT_LOGGED_IN, type Identity } from '../identity/identity.ts';
import type { ApiBindings } from './d1Session.ts';
import { ApiError } from './validation.ts';

type IdentityVariables = { identity: Identity | null };
export type ApiEnv = { Bindings: ApiBindings; Variables: IdentityVariables };

export const verifyIdentity: MiddlewareHandler<ApiEnv> = async (c, next) => {
  try {
    c.set('identity', await identify(c.req.raw.headers, identityProviders(c.env)));
  } catch (error) {
    if (error instanceof IdentityError) throw new ApiError(error.statusCode === 503 ? 503 : 401, error.message);
    throw error;
  }
  await next();
};

/** Route middleware for logged-in-only calls: 401 before any input is validated, as before. */
export const loggedIn: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

/** The caller's identity, or 401 'user is not logged in'. */
export function requireUser(c: Context<ApiEnv>): Identity {
  const identity = c.get('identity');
  if (!identity) throw new ApiError(401, NOT_LOGGED_IN);
  return identity;
}
