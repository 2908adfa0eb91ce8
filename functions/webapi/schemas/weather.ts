// Wire shapes of weather places and forecasts (functions/webapi/weather.ts; content-spec §3 location).
import { z } from '@hono/zod-openapi';
import { CONDITIONS, PROVIDERS } from '#/domain/weather/types.ts';

export const WeatherLocation = z
  .object({
    id: z.string(),
    lat: z.number(),
    lon: z.number(),
    locationName: z.string().describe("in the market's language"),
    englishName: z.string(),
    countryId: z.string().describe('ISO 3166-1 alpha-2'),
    countryName: z.string(),
    countryEnglishName: z.string(),
    city: z.object({ locationName: z.string(), englishName: z.string(), level: z.number().int().describe('1 a first-level division, 2 below it') }),
  })
  .openapi('WeatherLocation');

export const WeatherLocationList = z
  .object({ defaultLocationId: z.string().describe("the country's default location"), locations: z.array(WeatherLocation) })
  .openapi('WeatherLocationList');

export const WeatherLocationSearch = z.object({ query: z.string(), locations: z.array(WeatherLocation) }).openapi('WeatherLocationSearch');

const Condition = z.enum(CONDITIONS);
const hour = {
  time: z.number().int().describe('start of the hour, epoch ms'),
  temperatureC: z.number(),
  condition: Condition,
  isDay: z.boolean(),
  rainChance: z.number().int().describe('%'),
  humidity: z.number().describe('%'),
  windKmh: z.number(),
};

export const WeatherForecast = z
  .object({
    pageType: z.literal('WEATHER'),
    location: WeatherLocation,
    timeZone: z.string(),
    provider: z.enum(PROVIDERS),
    current: z.object({ ...hour, feelsLikeC: z.number(), windDirection: z.number().int().describe('degrees from north the wind comes from') }),
    hourly: z.array(z.object(hour)).describe('24 hours from the current one'),
    daily: z.array(z.object({ date: z.string().describe("yyyy-mm-dd in the market's time zone"), minC: z.number(), maxC: z.number(), condition: Condition, rainChance: z.number().int() })).describe('7 days from today'),
  })
  .openapi('WeatherForecast');
export type WeatherForecast = z.infer<typeof WeatherForecast>;
