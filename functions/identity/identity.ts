// One interface for verifying readers' access tokens; providers: the messaging platform and,
// in local runs only, a development provider.
import type { AccessToken } from '#/domain/identity/accessToken.ts';

export interface Identity {
  userId: string;
  displayName: string;
  pictureUrl: string | null;
  provider: 'platform' | 'dev';
  /** Demographics the provider vouches for (the development login lets a tester choose them). */
  demographics?: { gender: string | null; age: number | null };
}

export interface IdentityProvider {
  readonly name: Identity['provider'];
  /** Whether this provider issued the token (checked before verifying). */
  recognises(token: AccessToken): boolean;
  /** The verified identity; throws IdentityError when the token cannot be verified. */
  verify(token: AccessToken): Promise<Identity>;
}

export class IdentityError extends Error {
  readonly statusCode: 401 | 503 = 401;
}

export const NOT_LOGGED_IN = 'user is not logged in';
