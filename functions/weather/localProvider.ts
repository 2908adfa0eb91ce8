// The local forecast provider: the place's climate normals (stored with the place in D1) through the
// pure generator of src/domain/weather/localForecast.ts. No network, the same answer for the same hour.
import { localForecast } from '#/domain/weather/localForecast.ts';
import type { ForecastProvider } from '#/domain/weather/types.ts';

export const localProvider: ForecastProvider = {
  name: 'local',
  forecast: async (place, timeZone, now) => localForecast(place, timeZone, now),
};
