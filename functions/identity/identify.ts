// Who sent a request: the identity of its access token, verified by the provider that issued it.
import { accessTokenOf } from '#/domain/identity/accessToken.ts';
import { devProvider } from './devProvider.ts';
import { IdentityError, type Identity, type IdentityProvider } from './identity.ts';
import { platformProvider } from './platformProvider.ts';

export function identityProviders(env: Pick<Env, 'DEV_LOGIN' | 'DEV_LOGIN_SECRET' | 'LINE_API_URL' | 'LINE_CHANNEL_ID'>): IdentityProvider[] {
  const providers: IdentityProvider[] = [];
  if (env.DEV_LOGIN === 'true') providers.push(devProvider(env.DEV_LOGIN_SECRET));
  if (env.LINE_API_URL && env.LINE_CHANNEL_ID) providers.push(platformProvider({ apiUrl: env.LINE_API_URL, channelId: env.LINE_CHANNEL_ID }));
  return providers;
}

/** null without a token; throws IdentityError (401) when the token cannot be verified. */
export async function identify(headers: Headers, providers: IdentityProvider[]): Promise<Identity | null> {
  const token = accessTokenOf(headers);
  if (!token) return null;
  const provider = providers.find((p) => p.recognises(token));
  if (!provider) throw new IdentityError('access tokens cannot be verified here: no login provider is configured');
  return provider.verify(token);
}
