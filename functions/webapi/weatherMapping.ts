// Weather records → wire shapes: a place is the spec's location object, without its climate normals.
import type { WeatherLocation } from '#/domain/weather/types.ts';
import type { WeatherPlaceRecord } from '../db/weather.ts';

export function toWeatherLocation({ climate: _climate, ...location }: WeatherPlaceRecord): WeatherLocation {
  return location;
}
