// Expire modes of content-spec §3 on a timed listing, against a real local D1: OFF never expires,
// AUTO is gone once its end date has passed, MANUAL stays until an editor takes it down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { replaceListing } from '#functions/db/contentWrites.ts';
import { ListingInput } from '#functions/db/records.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const status = async (id: string) => (await app.request(`http://portal.test/webapi/api/v6/listings/${id}?country=hk&offset=0&length=5`, undefined, platform.env)).status;

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
});
afterAll(async () => {
  await platform?.dispose();
});

describe('expire modes', () => {
  it('a listing past its end date is gone with AUTO, shown with OFF or MANUAL; before it, shown with any', async () => {
    const ids = (await platform.env.DB.prepare("SELECT id FROM articles WHERE country = 'hk' LIMIT 3").all<{ id: number }>()).results.map((r) => r.id);
    const now = Date.now();
    const write = (id: string, expireMode: 'OFF' | 'AUTO' | 'MANUAL', endDate: number) =>
      replaceListing(platform.env.DB, ListingInput.parse({ id, country: 'hk', title: id, type: null, source: 'CURATED', shuffle: false, startDate: now - 86_400_000, endDate, expireMode, articleIds: ids }), now);
    for (const mode of ['OFF', 'AUTO', 'MANUAL'] as const) {
      await write(`timed-past-${mode}`, mode, now - 60_000);
      await write(`timed-future-${mode}`, mode, now + 3_600_000);
    }
    expect(await Promise.all(['OFF', 'AUTO', 'MANUAL'].map((m) => status(`timed-past-${m}`)))).toEqual([200, 404, 200]);
    expect(await Promise.all(['OFF', 'AUTO', 'MANUAL'].map((m) => status(`timed-future-${m}`)))).toEqual([200, 200, 200]);
    expect(ListingInput.safeParse({ id: 'x', country: 'hk', title: '', type: null, source: 'CURATED', shuffle: false, expireMode: 'NEVER', articleIds: [] }).success).toBe(false);
  });
});
