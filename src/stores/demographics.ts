// The reader's demographics for personalised listings (content-spec §6).
import type { ResponseOf, WebapiClient } from '#/api/webapiClient.ts';
import { userResult } from '#/domain/identity/userDataCache.ts';

export type Demographics = Partial<ResponseOf<'/user/demographics', '$get'>['result']>;

/** Demographics for personalised listings; any failure gives an empty object (content-spec §8). */
export async function loadDemographics(client: WebapiClient): Promise<Demographics> {
  try {
    return userResult(await client.get('/user/demographics'));
  } catch {
    return {};
  }
}
