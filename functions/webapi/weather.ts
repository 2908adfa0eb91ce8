// Weather (issue #28 item 1; content-spec §2 /v2/weather, /v2/weather/search, §3 default location):
// a market's places (the default first named), search by name in the market's language and English,
// and a place's forecast (current, 24 hours, 7 days in the market's time zone) from the configured
// provider (docs/decisions/0070). A market without weather (src/markets.ts) answers 404.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { findMarket, type Market } from '#/markets.ts';
import { SEARCH_MAX_LENGTH, searchPlaces } from '#/domain/weather/places.ts';
import { findWeatherPlace, listWeatherPlaces } from '../db/weather.ts';
import { forecastProvider } from '../weather/provider.ts';
import type { ApiEnv } from './identity.ts';
import { newRouter } from './router.ts';
import { countryQuery, errors, json } from './schemas/common.ts';
import { WeatherForecast, WeatherLocationList, WeatherLocationSearch } from './schemas/weather.ts';
import { ApiError } from './validation.ts';
import { toWeatherLocation } from './weatherMapping.ts';

const locationId = z.string().max(40, 'must be at most 40 characters').regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters or digits joined by "-"');
const searchQuery = countryQuery.extend({
  q: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(SEARCH_MAX_LENGTH, `must be at most ${SEARCH_MAX_LENGTH} characters`)
    .openapi({ example: 'taipei' }),
});
const forecastQuery = countryQuery.extend({ locationId: locationId.optional().openapi({ example: 'taipei', description: "a place of the market; the country's default location when absent" }) });

/** The market's weather settings, or 404 when it offers no weather. */
function weatherOf(country: string): { market: Market; defaultLocationId: string } {
  const market = findMarket(country)!;
  if (!market.config.weather) throw new ApiError(404, `country: ${country} has no weather`);
  return { market, defaultLocationId: market.config.weather.defaultLocationId };
}

/** Weather answers may be kept a little: places change with a deploy, forecasts hourly. */
function cacheFor(c: Context<ApiEnv>, seconds: number): void {
  c.header('Cache-Control', `public, max-age=${seconds}`);
}

const locations = createRoute({
  method: 'get',
  path: '/weather/locations',
  summary: "a market's weather places in list order, with the country's default location",
  request: { query: countryQuery },
  responses: { 200: json(WeatherLocationList), ...errors(404) },
});
const search = createRoute({
  method: 'get',
  path: '/weather/locations/search',
  summary: "weather places whose name (in the market's language or English) or city holds the query",
  request: { query: searchQuery },
  responses: { 200: json(WeatherLocationSearch), ...errors(404) },
});
const forecast = createRoute({
  method: 'get',
  path: '/weather/forecast',
  summary: "a place's current conditions, next 24 hours and 7 days in the market's time zone",
  request: { query: forecastQuery },
  responses: { 200: json(WeatherForecast), ...errors(404, 503) },
});

export const weatherRoutes = newRouter()
  .openapi(locations, async (c) => {
    const { country } = c.req.valid('query');
    const { defaultLocationId } = weatherOf(country);
    const places = await listWeatherPlaces(c.env.DB, country);
    cacheFor(c, 300);
    return c.json({ defaultLocationId, locations: places.map(toWeatherLocation) }, 200);
  })
  .openapi(search, async (c) => {
    const { country, q } = c.req.valid('query');
    weatherOf(country);
    const found = searchPlaces(await listWeatherPlaces(c.env.DB, country), q);
    cacheFor(c, 300);
    return c.json({ query: q, locations: found.map(toWeatherLocation) }, 200);
  })
  .openapi(forecast, async (c) => {
    const { country, locationId: asked } = c.req.valid('query');
    const { market, defaultLocationId } = weatherOf(country);
    const id = asked ?? defaultLocationId;
    const place = await findWeatherPlace(c.env.DB, country, id);
    if (!place) throw new ApiError(404, `locationId: no weather place ${id} in ${country}`);
    const provider = forecastProvider(c.env);
    const weather = await provider.forecast(place, market.timeZone, Date.now());
    cacheFor(c, 60);
    return c.json({ pageType: 'WEATHER' as const, location: toWeatherLocation(place), timeZone: market.timeZone, provider: provider.name, ...weather }, 200);
  });
