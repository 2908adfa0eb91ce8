// The extended-service call (content-spec §7 GET /recommendation/family) on the demo content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { loadSeedFamily } from '../../scripts/seedFamily.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
}, 120_000);
afterAll(async () => {
  await platform?.dispose();
});

async function get(query: string) {
  const res = await app.request(`http://portal.test/webapi/recommendation/family?${query}`, {}, platform.env);
  return { status: res.status, body: (await res.json()) as any };
}

describe('GET /recommendation/family', () => {
  it("answers the market's bottom-window entries in order, in its language, with their slots and links", async () => {
    const { status, body } = await get('country=tw');
    expect(status).toBe(200);
    const seed = loadSeedFamily(ROOT, 'tw').entries;
    expect(body.items.map((i: any) => [i.key, i.module, i.message, i.persistent])).toEqual(seed.map((e) => [e.key, e.slot, e.message, e.persistent]));
    expect(body.items.map((i: any) => i.action?.href)).toEqual(seed.map((e) => (e.action ? `/tw/v2${e.action.path}` : undefined)));
    expect(new Set(body.items.map((i: any) => i.module))).toEqual(new Set(['floatingBar', 'extendedService', 'snackBar']));
  });

  it("links an edition's entries under its own address (spot is on v3) and refuses an unknown market", async () => {
    const spot = await get('country=spot');
    expect(spot.body.items.length).toBeGreaterThan(0);
    expect(spot.body.items.every((i: any) => !i.action || i.action.href.startsWith('/spot/v3/'))).toBe(true);
    const th = await get('country=th');
    expect(th.body.items[0].message).toMatch(/[\u0E00-\u0E7F]/);
    const bad = await get('country=xx');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('"country": is not a known country code');
  });
});
