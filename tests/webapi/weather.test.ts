// The weather calls on a real local D1 with the demo places: a market's places and default location,
// search in the market's language and English, a place's forecast from the local provider, and every
// refusal naming its field (400 bad query, 404 unknown place or a market without weather). Saving a
// weather area is POST /user/info (identity.test.ts); here only its 401 for a signed-out reader.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
async function get(path: string) {
  const res = await app.request(`http://portal.test/webapi${path}`, {}, platform.env);
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
});
afterAll(async () => {
  await platform?.dispose();
});

describe('places', () => {
  it("lists a market's places with the spec's location fields and its default location", async () => {
    const { status, body, headers } = await get('/weather/locations?country=tw');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=300');
    expect(body.defaultLocationId).toBe('taipei');
    expect(body.locations.length).toBeGreaterThanOrEqual(8);
    expect(body.locations[0]).toEqual({
      id: 'taipei', lat: 25.0375, lon: 121.5637, locationName: '臺北市', englishName: 'Taipei', countryId: 'TW', countryName: '台灣', countryEnglishName: 'Taiwan',
      city: { locationName: '臺北市', englishName: 'Taipei City', level: 1 },
    });
    for (const [country, id, name] of [['hk', 'yau-tsim-mong', '油尖旺'], ['id', 'jakarta', 'Jakarta'], ['th', 'bangkok', 'กรุงเทพมหานคร']] as const) {
      const list = (await get(`/weather/locations?country=${country}`)).body;
      expect(list.defaultLocationId, country).toBe(id);
      expect(list.locations.find((l: any) => l.id === id).locationName, country).toBe(name);
    }
  });

  it("searches names in the market's language and English", async () => {
    expect((await get(`/weather/locations/search?country=tw&q=${encodeURIComponent('高雄')}`)).body.locations.map((l: any) => l.id)).toEqual(['kaohsiung']);
    expect((await get('/weather/locations/search?country=hk&q=sha%20tin')).body).toMatchObject({ query: 'sha tin', locations: [{ id: 'sha-tin', locationName: '沙田' }] });
    expect((await get(`/weather/locations/search?country=th&q=${encodeURIComponent('ภูเก็ต')}`)).body.locations.map((l: any) => l.id)).toEqual(['phuket']);
    expect((await get('/weather/locations/search?country=id&q=zzz')).body.locations).toEqual([]);
  });

  it('refuses a missing, empty or too long query naming q', async () => {
    for (const q of ['', '&q=', `&q=${'a'.repeat(51)}`]) {
      const { status, body } = await get(`/weather/locations/search?country=tw${q}`);
      expect(status, q).toBe(400);
      expect(body.message, q).toContain('"q"');
    }
  });
});

describe('forecast', () => {
  it("answers the default location's current conditions, 24 hours and 7 days from the local provider", async () => {
    const { status, body } = await get('/weather/forecast?country=th');
    expect(status).toBe(200);
    expect(body).toMatchObject({ pageType: 'WEATHER', provider: 'local', timeZone: 'Asia/Bangkok', location: { id: 'bangkok', countryId: 'TH' } });
    expect(body.hourly).toHaveLength(24);
    expect(body.daily).toHaveLength(7);
    expect(body.hourly[0].time).toBe(body.current.time);
    expect(body.current.time).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - body.current.time).toBeLessThan(3_600_000);
    expect(body.daily[0].date).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date()));
    // Deterministic: the same place and hour answers the same.
    expect((await get('/weather/forecast?country=th&locationId=bangkok')).body.daily).toEqual(body.daily);
  });

  it('answers 404 naming locationId for a place the market does not have, 400 for one no place can have', async () => {
    const unknown = await get('/weather/forecast?country=tw&locationId=bangkok');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('locationId: no weather place bangkok in tw');
    const bad = await get('/weather/forecast?country=tw&locationId=Not%20A%20Place');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('"locationId"');
  });

  it('answers 404 naming the country in a market without weather', async () => {
    for (const path of ['/weather/locations?country=ecjp', '/weather/forecast?country=ecjp', '/weather/locations/search?country=ectw&q=taipei']) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body.message, path).toMatch(/^country: \w+ has no weather$/);
    }
  });

  it("a signed-out reader cannot save a weather area: 401 'user is not logged in'", async () => {
    const res = await app.request('http://portal.test/webapi/user/info?country=tw', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ weatherArea: '{"id":"taipei"}' }) }, platform.env);
    expect(res.status).toBe(401);
    expect(((await res.json()) as any).message).toBe('user is not logged in');
  });
});
