// A module listing's next window. A 404 is reported as 'Unable to fetch listing' and rethrown
// (content-spec §8).
import type { WebapiClient } from '#/api/webapiClient.ts';
import { toWebapiError, WebapiError } from '#/api/webapiError.ts';
import { normaliseListing, type Listing } from '#/api/normalisePage.ts';

export const LISTING_404_MESSAGE = 'Unable to fetch listing';

export async function loadModuleListing(
  client: WebapiClient,
  id: string,
  window: { offset: number; length: number },
  report: (message: string, error: WebapiError) => void = (m, e) => console.error(m, e),
): Promise<Listing> {
  try {
    return normaliseListing(await client.listing(id, window));
  } catch (error) {
    const e = toWebapiError(error);
    if (e.statusCode === 404) {
      report(LISTING_404_MESSAGE, e);
      throw new WebapiError(LISTING_404_MESSAGE, 404);
    }
    throw e;
  }
}
