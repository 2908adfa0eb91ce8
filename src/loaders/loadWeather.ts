// Weather pages' data (content-spec §2 /v2/weather, /v2/weather/search): a place's forecast with the
// market's places, and a search. A market without weather or a place it does not have (404), or an id
// no place can have (400), is null: 'no page'. A search the API refuses is the reader's bad query.
import { toWebapiError } from '#/api/webapiError.ts';
import type { WeatherForecast, WeatherLocation } from '#functions/webapi/schemas/weather.ts';
import type { z } from 'zod';
import type { PageContext } from './pageContext.ts';
import { orNoPage } from './orNoPage.ts';

type Location = z.infer<typeof WeatherLocation>;
export interface WeatherPageData {
  forecast: WeatherForecast;
  locations: Location[];
  defaultLocationId: string;
}

export async function loadWeather(ctx: PageContext, locationId: string | null): Promise<WeatherPageData | null> {
  return orNoPage(async () => {
    const [forecast, list] = await Promise.all([
      ctx.client.get('/weather/forecast', { query: locationId === null ? {} : { locationId } }),
      ctx.client.get('/weather/locations', {}),
    ]);
    return { forecast, locations: list.locations, defaultLocationId: list.defaultLocationId };
  });
}

export type WeatherSearchResult = { query: string | null; locations: Location[] } | { badQuery: string } | null;

/** Places matching `query`; every place when there is no query yet. */
export async function loadWeatherSearch(ctx: PageContext, query: string | null): Promise<WeatherSearchResult> {
  if (query === null || query.trim() === '') {
    const list = await orNoPage(() => ctx.client.get('/weather/locations', {}));
    return list && { query: null, locations: list.locations };
  }
  try {
    return await ctx.client.get('/weather/locations/search', { query: { q: query } });
  } catch (error) {
    const { statusCode, message } = toWebapiError(error);
    if (statusCode === 400 && message.includes('"q"')) return { badQuery: message };
    if (statusCode === 404) return null;
    throw error;
  }
}
