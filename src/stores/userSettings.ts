// The reader's settings and agreements in the browser (content-spec §4): cached like user info,
// and agreements written locally first (fake accepted code), then sent.
import type { WebapiClient } from '#/api/webapiClient.ts';
import { FAKE_ACCEPTED_CODE, USER_SETTING_STORAGE_KEY, userResult } from '#/domain/identity/userDataCache.ts';
import { $userSetting, cached, type Answer, type UserSetting } from './userData.ts';
import { read, write } from './userDataStorage.ts';
import { currentGeneration } from './storedSession.ts';

export async function loadUserSetting(client: WebapiClient, now = Date.now()): Promise<UserSetting> {
  const setting = await cached<UserSetting>(USER_SETTING_STORAGE_KEY, () => client.get('/user/setting'), now);
  $userSetting.set(setting);
  return setting;
}

/**
 * An agreement (content-spec §4): the local settings take the change at once, stored with the fake
 * accepted code (so the next read refetches), then the server's answer replaces them.
 */
async function agreeLocallyFirst(patch: Partial<UserSetting>, send: () => Promise<Answer<UserSetting>>, now: number): Promise<void> {
  const local = { ...($userSetting.get() ?? read<UserSetting>(USER_SETTING_STORAGE_KEY)?.result ?? ({} as UserSetting)), ...patch };
  write(USER_SETTING_STORAGE_KEY, { code: FAKE_ACCEPTED_CODE, date: now, result: local });
  $userSetting.set(local);
  const asked = currentGeneration();
  const confirmed = userResult(await send());
  if (asked !== currentGeneration()) return;
  write(USER_SETTING_STORAGE_KEY, { code: 200, date: now, result: confirmed });
  $userSetting.set(confirmed);
}

export function agreeToTermsOfService(client: WebapiClient, now = Date.now()): Promise<void> {
  return agreeLocallyFirst({ isTosAgreed: true, tosAgreedTime: now }, () => client.send('POST', '/user/setting/agreement/tos'), now);
}

export function setMarketingTerms(client: WebapiClient, agreed: boolean, now = Date.now()): Promise<void> {
  return agreeLocallyFirst(
    { isMarketingTermsAgreed: agreed, mktTermsLastModifiedTime: now },
    () => client.send('PUT', '/user/setting/agreement/marketingTerms', { json: { agreed } }),
    now,
  );
}
