// Development identity provider: signed, short-lived tokens (HS256, jose) for local runs and tests.
// On only when DEV_LOGIN=true, which `npm start` sets and the production config does not.
import { SignJWT, jwtVerify, errors } from 'jose';
import type { AccessToken } from '#/domain/identity/accessToken.ts';
import { IdentityError, type Identity, type IdentityProvider } from './identity.ts';

const ISSUER = 'portal-dev-login';
const DEV_TOKEN_SECONDS = 60 * 60;
/** Used when DEV_LOGIN_SECRET is not set; dev tokens are never accepted unless DEV_LOGIN=true. */
const LOCAL_SECRET = 'local-dev-login-secret-not-for-production';

const key = (secret: string | undefined) => new TextEncoder().encode(secret || LOCAL_SECRET);

export async function issueDevToken(
  user: { userId: string; displayName: string; gender?: string; age?: number },
  secret: string | undefined,
  now = Date.now(),
): Promise<string> {
  return new SignJWT({ name: user.displayName, ...(user.gender ? { gender: user.gender } : {}), ...(user.age !== undefined ? { age: user.age } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(user.userId)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + DEV_TOKEN_SECONDS)
    .sign(key(secret));
}

export function devProvider(secret: string | undefined): IdentityProvider {
  return {
    name: 'dev',
    recognises(token: AccessToken) {
      const [header, payload] = token.token.split('.');
      if (!header || !payload) return false;
      try {
        return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { iss?: string }).iss === ISSUER;
      } catch {
        return false;
      }
    },
    async verify(token: AccessToken): Promise<Identity> {
      try {
        const { payload } = await jwtVerify(token.token, key(secret), { issuer: ISSUER, algorithms: ['HS256'] });
        const demographics =
          payload.gender !== undefined || payload.age !== undefined
            ? { gender: typeof payload.gender === 'string' ? payload.gender : null, age: typeof payload.age === 'number' ? payload.age : null }
            : undefined;
        return { userId: payload.sub!, displayName: String(payload.name ?? payload.sub), pictureUrl: null, provider: 'dev', demographics };
      } catch (error) {
        const reason = error instanceof errors.JWTExpired ? 'the access token has expired' : 'the access token is not valid';
        throw new IdentityError(reason);
      }
    },
  };
}
