// Weather's pure rules: the local generator (deterministic per place and hour; diurnal curve, season
// and latitude; 24 hours and 7 days in the market's time zone), WMO codes, place search in the
// market's language and English, the reader's place in issue #28's order, and the Open-Meteo
// provider reading a fixture answer in Open-Meteo's format at the fetch boundary.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localForecast, seasonal } from '#/domain/weather/localForecast.ts';
import { conditionOfWmo, dayCondition } from '#/domain/weather/conditions.ts';
import { choosePlace, foldName, placeOfWeatherArea, searchPlaces, weatherAreaOf } from '#/domain/weather/places.ts';
import { openMeteoProvider, openMeteoUrl } from '#functions/weather/openMeteoProvider.ts';
import { forecastProvider } from '#functions/weather/provider.ts';
import { loadSeedWeather, weatherPlaceRecords } from '../../../../scripts/seedWeather.ts';
import { ROOT } from '../../../../scripts/localPlatform.ts';

const tw = weatherPlaceRecords(loadSeedWeather(ROOT, 'tw'));
const th = weatherPlaceRecords(loadSeedWeather(ROOT, 'th'));
const byId = (places: typeof tw, id: string) => places.find((p) => p.id === id)!;
const taipei = byId(tw, 'taipei');
const HOUR = 3_600_000;
// 2026-07-15 00:00 and 2026-01-15 00:00 in Taipei (UTC+8).
const JULY = Date.UTC(2026, 6, 14, 16);
const JANUARY = Date.UTC(2026, 0, 14, 16);
const localHourOf = (t: number) => new Date(t + 8 * HOUR).getUTCHours();

describe('the local forecast', () => {
  it('is the same for the same place and hour, and different for another place', () => {
    const a = localForecast(taipei, 'Asia/Taipei', JULY + 10 * HOUR + 5 * 60_000);
    expect(localForecast(taipei, 'Asia/Taipei', JULY + 10 * HOUR + 40 * 60_000)).toEqual(a);
    expect(localForecast(byId(tw, 'kaohsiung'), 'Asia/Taipei', JULY + 10 * HOUR)).not.toEqual(a);
  });

  it('answers the current hour, 24 hours from it and 7 days from today in the time zone', () => {
    const now = JULY + 21 * HOUR + 30 * 60_000; // 21:30 in Taipei
    const f = localForecast(taipei, 'Asia/Taipei', now);
    expect(f.current.time).toBe(JULY + 21 * HOUR);
    expect(f.hourly).toHaveLength(24);
    expect(f.hourly.map((h) => localHourOf(h.time))).toEqual([...Array(24).keys()].map((i) => (21 + i) % 24));
    expect(f.daily.map((d) => d.date)).toEqual(['2026-07-15', '2026-07-16', '2026-07-17', '2026-07-18', '2026-07-19', '2026-07-20', '2026-07-21']);
    for (const day of f.daily) expect(day.minC).toBeLessThan(day.maxC);
    // Bangkok's day starts an hour after Taipei's.
    expect(localForecast(byId(th, 'bangkok'), 'Asia/Bangkok', JULY + 30 * 60_000).daily[0]!.date).toBe('2026-07-14');
  });

  it('follows a diurnal curve: the afternoon is warmer than the small hours', () => {
    const f = localForecast(taipei, 'Asia/Taipei', JULY);
    const at = (h: number) => f.hourly.find((x) => localHourOf(x.time) === h)!;
    expect(at(14).temperatureC).toBeGreaterThan(at(5).temperatureC + 2);
    expect(at(5).temperatureC).toBe(Math.min(...f.hourly.map((x) => x.temperatureC)));
    expect(at(12).isDay).toBe(true);
    expect(at(2).isDay).toBe(false);
  });

  it("follows the season and the latitude: Taipei's July is warmer than its January, Bangkok's January warmer than Taipei's", () => {
    const mean = (now: number, place = taipei, tz = 'Asia/Taipei') => {
      const days = localForecast(place, tz, now).daily;
      return days.reduce((s, d) => s + (d.minC + d.maxC) / 2, 0) / days.length;
    };
    expect(mean(JULY)).toBeGreaterThan(mean(JANUARY) + 8);
    expect(mean(JANUARY, byId(th, 'bangkok'), 'Asia/Bangkok')).toBeGreaterThan(mean(JANUARY) + 6);
    expect(seasonal(taipei.climate.meanC, '2026-07-15')).toBeCloseTo(29.6, 5);
    expect(seasonal(taipei.climate.meanC, '2026-01-01')).toBeGreaterThan(16.1);
    expect(seasonal(taipei.climate.meanC, '2026-01-01')).toBeLessThan(17.9);
  });

  it('gives plausible values: rain chance, humidity, wind within bounds', () => {
    for (const now of [JULY, JANUARY]) {
      const f = localForecast(byId(th, 'phuket'), 'Asia/Bangkok', now);
      for (const h of [f.current, ...f.hourly]) {
        expect(h.rainChance).toBeGreaterThanOrEqual(0);
        expect(h.rainChance).toBeLessThanOrEqual(100);
        expect(h.humidity).toBeGreaterThanOrEqual(30);
        expect(h.humidity).toBeLessThanOrEqual(100);
        expect(h.windKmh).toBeGreaterThan(0);
        expect(h.temperatureC).toBeGreaterThan(18);
        expect(h.temperatureC).toBeLessThan(38);
      }
    }
  });
});

describe('conditions', () => {
  it('groups WMO codes and reads a day by its worst daytime hour', () => {
    expect([0, 2, 3, 45, 53, 63, 75, 81, 95, 42].map(conditionOfWmo)).toEqual(['CLEAR', 'PARTLY_CLOUDY', 'CLOUDY', 'FOG', 'DRIZZLE', 'RAIN', 'SNOW', 'SHOWERS', 'THUNDERSTORM', 'CLOUDY']);
    expect(dayCondition([{ condition: 'RAIN', isDay: false }, { condition: 'CLOUDY', isDay: true }, { condition: 'CLEAR', isDay: true }])).toBe('CLOUDY');
  });
});

describe('places', () => {
  it("finds places by name in the market's language and in English, ignoring case, spacing and 臺/台", () => {
    expect(searchPlaces(tw, '台中').map((p) => p.id)).toEqual(['taichung']);
    expect(searchPlaces(tw, 'KAOH').map((p) => p.id)).toEqual(['kaohsiung']);
    expect(searchPlaces(tw, 'taipei').map((p) => p.id)).toEqual(['taipei', 'new-taipei']);
    expect(searchPlaces(th, 'เชียง').map((p) => p.id)).toEqual(['chiang-mai', 'chiang-rai']);
    expect(searchPlaces(tw, 'nowhere')).toEqual([]);
    expect(searchPlaces(tw, ' - ')).toEqual([]);
    expect(foldName('Ｔａｉｐｅｉ')).toBe('taipei');
  });

  it("chooses the reader's place: weather area, then saved city, then the nearest to the device, else the default", () => {
    const area = weatherAreaOf(byId(tw, 'hualien'));
    const position = { lat: 22.7, lon: 120.3 };
    expect(choosePlace(tw, 'taipei', { weatherArea: area, savedId: 'tainan', position })).toMatchObject({ place: { id: 'hualien' }, source: 'area' });
    expect(choosePlace(tw, 'taipei', { weatherArea: null, savedId: 'tainan', position })).toMatchObject({ place: { id: 'tainan' }, source: 'saved' });
    expect(choosePlace(tw, 'taipei', { savedId: 'no-such-place', position })).toMatchObject({ place: { id: 'kaohsiung' }, source: 'geolocation' });
    expect(choosePlace(tw, 'taipei', {})).toMatchObject({ place: { id: 'taipei' }, source: 'default' });
    // Another market's area, or something that is not an area, is no area here.
    expect(placeOfWeatherArea(tw, weatherAreaOf(byId(th, 'bangkok')))).toBeNull();
    expect(placeOfWeatherArea(tw, 'not json')).toBeNull();
    expect(JSON.parse(area)).toEqual({
      id: 'hualien', lat: 23.991, lon: 121.6114, locationName: '花蓮縣', englishName: 'Hualien', countryId: 'TW', countryName: '台灣', countryEnglishName: 'Taiwan',
      city: { locationName: '花蓮縣', englishName: 'Hualien County', level: 1 },
    });
  });
});

describe('the Open-Meteo provider', () => {
  const fixture = readFileSync(`${ROOT}/tests/fixtures/open-meteo-taipei.json`, 'utf8');
  const NOW = 1_795_839_300_000; // 2026-11-28 12:15 in Taipei, the fixture's current time

  it('asks for the place in the market’s time zone and maps the answer', async () => {
    const asked: string[] = [];
    const provider = openMeteoProvider(async (input) => {
      asked.push(String(input));
      return new Response(fixture, { headers: { 'content-type': 'application/json' } });
    });
    const f = await provider.forecast(taipei, 'Asia/Taipei', NOW);
    expect(asked).toEqual([openMeteoUrl(25.0375, 121.5637, 'Asia/Taipei')]);
    expect(new URL(asked[0]!).searchParams.get('timezone')).toBe('Asia/Taipei');
    expect(f.current).toEqual({ time: NOW, temperatureC: 23.6, feelsLikeC: 24.1, condition: 'CLOUDY', isDay: true, rainChance: 20, humidity: 71, windKmh: 11.2, windDirection: 67 });
    expect(f.hourly).toHaveLength(24);
    expect(localHourOf(f.hourly[0]!.time)).toBe(12);
    expect(f.hourly[0]!.temperatureC).toBe(23.6);
    expect(f.daily.map((d) => d.date)).toEqual(['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
    expect(f.daily[1]).toEqual({ date: '2026-11-29', minC: expect.any(Number), maxC: 24.6, condition: 'RAIN', rainChance: 75 });
  });

  it('answers 503 naming the provider when the call fails or the answer has another shape', async () => {
    const failing = openMeteoProvider(async () => new Response('busy', { status: 429 }));
    await expect(failing.forecast(taipei, 'Asia/Taipei', NOW)).rejects.toMatchObject({ status: 503, message: 'weather provider open-meteo: HTTP 429' });
    const odd = openMeteoProvider(async () => Response.json({ utc_offset_seconds: 28800 }));
    await expect(odd.forecast(taipei, 'Asia/Taipei', NOW)).rejects.toMatchObject({ status: 503, message: expect.stringContaining('unexpected answer at current') });
  });

  it('is chosen by WEATHER_PROVIDER; local when unset; an unknown name is refused', () => {
    expect(forecastProvider({}).name).toBe('local');
    expect(forecastProvider({ WEATHER_PROVIDER: 'open-meteo' }).name).toBe('open-meteo');
    expect(() => forecastProvider({ WEATHER_PROVIDER: 'sky' })).toThrow('WEATHER_PROVIDER must be one of local, open-meteo, not sky');
  });
});
