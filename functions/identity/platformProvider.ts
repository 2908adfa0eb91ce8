// The messaging platform: verify the access token (it must be ours and unexpired), then read the
// profile. Endpoints are configured by URL (LINE_API_URL) and channel id (LINE_CHANNEL_ID).
import type { AccessToken } from '#/domain/identity/accessToken.ts';
import { IdentityError, type Identity, type IdentityProvider } from './identity.ts';

interface VerifyAnswer {
  client_id?: string;
  expires_in?: number;
}

interface ProfileAnswer {
  userId?: string;
  displayName?: string;
  pictureUrl?: string;
}

export function platformProvider(config: { apiUrl: string; channelId: string; fetcher?: typeof fetch }): IdentityProvider {
  const base = config.apiUrl.replace(/\/$/, '');
  const get = config.fetcher ?? fetch;
  return {
    name: 'platform',
    recognises: () => true,
    async verify(token: AccessToken): Promise<Identity> {
      let verified: Response;
      try {
        verified = await get(`${base}/oauth2/v2.1/verify?access_token=${encodeURIComponent(token.token)}`);
      } catch {
        throw Object.assign(new IdentityError('the login service cannot be reached'), { statusCode: 503 as const });
      }
      const answer = (await verified.json().catch(() => ({}))) as VerifyAnswer;
      if (!verified.ok) throw new IdentityError('the access token is not valid');
      if (answer.client_id !== config.channelId) throw new IdentityError('the access token was issued for another channel');
      if (!answer.expires_in || answer.expires_in <= 0) throw new IdentityError('the access token has expired');
      const profileResponse = await get(`${base}/v2/profile`, { headers: { Authorization: `Bearer ${token.token}` } });
      const profile = (await profileResponse.json().catch(() => ({}))) as ProfileAnswer;
      if (!profileResponse.ok || !profile.userId) throw new IdentityError('the profile of this access token cannot be read');
      return { userId: profile.userId, displayName: profile.displayName ?? '', pictureUrl: profile.pictureUrl ?? null, provider: 'platform' };
    },
  };
}
