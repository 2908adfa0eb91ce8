// Weather's shapes (content-spec §2 /v2/weather, §3 default location per country): the location
// object of the spec, a place's climate normals, and the forecast every provider answers.
import type { GeoPosition } from '#/domain/geo/geo.ts';

/** The spec's location object (content-spec §3 "Default location per country"). */
export interface WeatherLocation extends GeoPosition {
  id: string;
  locationName: string;
  englishName: string;
  countryId: string;
  countryName: string;
  countryEnglishName: string;
  city: { locationName: string; englishName: string; level: number };
}

/** A place's climate normals, from which the local provider generates its hours. */
export interface Climate {
  /** Mean temperature per month, January first, °C. */
  meanC: number[];
  /** Mean daily range (maximum − minimum), °C. */
  rangeC: number;
  /** Chance of rain on a day per month, January first, %. */
  rainChance: number[];
  /** Mean relative humidity, %. */
  humidity: number;
  /** Mean wind speed, km/h. */
  windKmh: number;
}

/** Weather conditions, from clear to severe (WMO groups: src/domain/weather/conditions.ts). */
export const CONDITIONS = ['CLEAR', 'PARTLY_CLOUDY', 'CLOUDY', 'FOG', 'DRIZZLE', 'RAIN', 'SHOWERS', 'THUNDERSTORM', 'SNOW'] as const;
export type Condition = (typeof CONDITIONS)[number];

export interface WeatherHour {
  /** Start of the hour, epoch ms. */
  time: number;
  temperatureC: number;
  condition: Condition;
  isDay: boolean;
  /** Chance of rain in the hour, %. */
  rainChance: number;
  humidity: number;
  windKmh: number;
}

export interface WeatherNow extends WeatherHour {
  feelsLikeC: number;
  /** Where the wind comes from, degrees clockwise from north. */
  windDirection: number;
}

export interface WeatherDay {
  /** The day in the market's time zone, yyyy-mm-dd. */
  date: string;
  minC: number;
  maxC: number;
  condition: Condition;
  rainChance: number;
}

export interface Forecast {
  current: WeatherNow;
  /** The next 24 hours from the current one. */
  hourly: WeatherHour[];
  /** Seven days from today. */
  daily: WeatherDay[];
}

export const PROVIDERS = ['local', 'open-meteo'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** What the API asks of a forecast source: the place, the market's time zone and the time. */
export interface ForecastProvider {
  name: ProviderName;
  forecast(place: WeatherLocation & { climate: Climate }, timeZone: string, now: number): Promise<Forecast>;
}

export const HOURLY_HOURS = 24;
export const DAILY_DAYS = 7;
