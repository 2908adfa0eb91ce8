// The Open-Meteo provider (https://open-meteo.com, /v1/forecast: public, no key): current conditions,
// hourly and daily forecast for the place's coordinates in the market's time zone, times as unix
// seconds. The answer is checked with zod before it is read; a failed call or an answer of another
// shape is a 503 naming the provider. `fetch` is a parameter: tests give a fixture answer there.
import { z } from 'zod';
import { conditionOfWmo } from '#/domain/weather/conditions.ts';
import { DAILY_DAYS, HOURLY_HOURS, type ForecastProvider, type WeatherHour } from '#/domain/weather/types.ts';
import { localDate } from '#/domain/weather/localTime.ts';
import { ApiError } from '../webapi/validation.ts';

export const OPEN_METEO_URL = 'https://api.open-meteo.com/v1/forecast';

const series = z.array(z.number().nullable());
const answer = z.object({
  utc_offset_seconds: z.number(),
  current: z.object({
    time: z.number(),
    temperature_2m: z.number(),
    apparent_temperature: z.number(),
    relative_humidity_2m: z.number(),
    weather_code: z.number(),
    is_day: z.number(),
    wind_speed_10m: z.number(),
    wind_direction_10m: z.number(),
  }),
  hourly: z.object({
    time: z.array(z.number()),
    temperature_2m: series,
    precipitation_probability: series,
    weather_code: series,
    relative_humidity_2m: series,
    wind_speed_10m: series,
    is_day: series,
  }),
  daily: z.object({
    time: z.array(z.number()),
    weather_code: series,
    temperature_2m_max: series,
    temperature_2m_min: series,
    precipitation_probability_max: series,
  }),
});

/** The request for a place: what we read, in the market's time zone, a week ahead. */
export function openMeteoUrl(lat: number, lon: number, timeZone: string, base = OPEN_METEO_URL): string {
  const params = new URLSearchParams({
    latitude: String(lat),
    longitude: String(lon),
    current: 'temperature_2m,apparent_temperature,relative_humidity_2m,weather_code,is_day,wind_speed_10m,wind_direction_10m',
    hourly: 'temperature_2m,precipitation_probability,weather_code,relative_humidity_2m,wind_speed_10m,is_day',
    daily: 'weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max',
    timezone: timeZone,
    timeformat: 'unixtime',
    forecast_days: String(DAILY_DAYS),
  });
  return `${base}?${params}`;
}

const num = (v: number | null | undefined) => v ?? 0;
const round1 = (n: number) => Math.round(n * 10) / 10;

export function openMeteoProvider(fetcher: typeof fetch = fetch, base = OPEN_METEO_URL): ForecastProvider {
  return {
    name: 'open-meteo',
    async forecast(place, timeZone, now) {
      let body: unknown;
      try {
        const res = await fetcher(openMeteoUrl(place.lat, place.lon, timeZone, base), { headers: { accept: 'application/json' } });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        body = await res.json();
      } catch (error) {
        throw new ApiError(503, `weather provider open-meteo: ${(error as Error).message}`);
      }
      const parsed = answer.safeParse(body);
      if (!parsed.success) throw new ApiError(503, `weather provider open-meteo: unexpected answer at ${parsed.error.issues[0]?.path.join('.')}`);
      const { current: c, hourly: h, daily: d, utc_offset_seconds } = parsed.data;
      const hours: WeatherHour[] = h.time.map((t, i) => ({
        time: t * 1000,
        temperatureC: round1(num(h.temperature_2m[i])),
        condition: conditionOfWmo(num(h.weather_code[i])),
        isDay: h.is_day[i] === 1,
        rainChance: num(h.precipitation_probability[i]),
        humidity: num(h.relative_humidity_2m[i]),
        windKmh: round1(num(h.wind_speed_10m[i])),
      }));
      // The hour holding `now` and the 23 after it.
      const from = Math.max(0, hours.findIndex((x) => x.time > now) - 1);
      const currentHour = hours[from];
      return {
        current: {
          time: c.time * 1000,
          temperatureC: round1(c.temperature_2m),
          feelsLikeC: round1(c.apparent_temperature),
          condition: conditionOfWmo(c.weather_code),
          isDay: c.is_day === 1,
          rainChance: currentHour?.rainChance ?? 0,
          humidity: c.relative_humidity_2m,
          windKmh: round1(c.wind_speed_10m),
          windDirection: Math.round(c.wind_direction_10m) % 360,
        },
        hourly: hours.slice(from, from + HOURLY_HOURS),
        daily: d.time.slice(0, DAILY_DAYS).map((t, i) => ({
          date: localDate(t * 1000, utc_offset_seconds * 1000),
          minC: round1(num(d.temperature_2m_min[i])),
          maxC: round1(num(d.temperature_2m_max[i])),
          condition: conditionOfWmo(num(d.weather_code[i])),
          rainChance: num(d.precipitation_probability_max[i]),
        })),
      };
    },
  };
}
