// The local provider's weather (docs/decisions/0070): generated from a place's climate normals, the
// same for the same place and hour whoever asks, so pages, tests and a reload agree.
// - Season: the day's mean temperature and rain chance interpolate between mid-month normals.
// - Day to day: each local day gets its own anomaly (±2 °C) and wetness from a hash of place and day.
// - Diurnal curve: a cosine with its minimum near 05:00 and maximum near 14:00, flattened on wet days.
// - Rain: the day's chance, peaking in the afternoon in the tropics (convection), flatter elsewhere.
import { dayCondition } from './conditions.ts';
import { HOUR, dayStart, hourStart, localDate, localHour, utcOffsetMs } from './localTime.ts';
import { DAILY_DAYS, HOURLY_HOURS, type Climate, type Condition, type Forecast, type WeatherHour, type WeatherNow } from './types.ts';

/** A number in [0, 1) from a string: FNV-1a, then a mix. Stable across runtimes. */
export function unitHash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) / 2 ** 32;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** The seasonal normal on a local day: linear between mid-month values (month m's normal on its 15th). */
export function seasonal(monthly: readonly number[], date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = Date.UTC(y, m - 1, d);
  const mid = (year: number, month: number) => Date.UTC(year, month, 15);
  let from = m - 1;
  let fromYear = y;
  if (t < mid(y, m - 1)) [from, fromYear] = m === 1 ? [11, y - 1] : [m - 2, y];
  const start = mid(fromYear, from);
  const end = mid(from === 11 ? fromYear + 1 : fromYear, (from + 1) % 12);
  const f = (t - start) / (end - start);
  return monthly[from]! + (monthly[(from + 1) % 12]! - monthly[from]!) * f;
}

interface DayWeather {
  meanC: number;
  rangeC: number;
  rainChance: number;
}

function dayWeather(placeId: string, climate: Climate, date: string): DayWeather {
  const anomaly = (unitHash(`${placeId}|${date}|t`) - 0.5) * 4;
  const wetness = unitHash(`${placeId}|${date}|r`);
  const rainChance = clamp(Math.round(seasonal(climate.rainChance, date) + (wetness - 0.5) * 50), 0, 100);
  return { meanC: seasonal(climate.meanC, date) + anomaly, rangeC: climate.rangeC * (1 - (0.45 * rainChance) / 100), rainChance };
}

function conditionOf(rainChance: number, cloudiness: number, hour: number, tropical: boolean, meanC: number): Condition {
  if (rainChance >= 65) {
    if (meanC <= 1) return 'SNOW';
    return tropical && hour >= 13 && hour <= 18 && rainChance >= 75 ? 'THUNDERSTORM' : 'RAIN';
  }
  if (rainChance >= 45) return tropical ? 'SHOWERS' : 'DRIZZLE';
  if (hour >= 4 && hour <= 7 && cloudiness > 0.93) return 'FOG';
  if (cloudiness + rainChance / 100 > 0.95) return 'CLOUDY';
  if (cloudiness + rainChance / 100 > 0.5) return 'PARTLY_CLOUDY';
  return 'CLEAR';
}

interface GeneratedHour extends WeatherHour {
  windDirection: number;
  feelsLikeC: number;
  date: string;
}

function hourAt(place: { id: string; lat: number }, climate: Climate, time: number, offsetMs: number): GeneratedHour {
  const date = localDate(time, offsetMs);
  const hour = localHour(time, offsetMs);
  const day = dayWeather(place.id, climate, date);
  // Minimum near 05:00, maximum near 14:00: a cosine on a day whose afternoon is shorter than its night.
  const phase = hour >= 5 && hour <= 14 ? Math.PI * (1 - (hour - 5) / 9) : Math.PI * ((hour < 5 ? hour + 24 - 14 : hour - 14) / 15);
  const temperatureC = round1(day.meanC + (day.rangeC / 2) * Math.cos(phase));
  const tropical = Math.abs(place.lat) < 23.5;
  const shape = tropical ? 0.55 + 0.75 * Math.exp(-(((hour - 16) / 3.5) ** 2)) : 0.85 + 0.3 * unitHash(`${place.id}|${date}|${hour}|s`);
  const rainChance = clamp(Math.round((day.rainChance * shape) / 5) * 5, 0, 100);
  const cloudiness = unitHash(`${place.id}|${date}|${hour}|c`) * 0.6 + day.rainChance / 200;
  const humidity = clamp(Math.round(climate.humidity + (rainChance - 40) * 0.25 - (temperatureC - day.meanC) * 2.5), 30, 100);
  const windKmh = round1(climate.windKmh * (0.6 + 0.5 * unitHash(`${place.id}|${date}|${hour}|w`) + (hour >= 12 && hour <= 17 ? 0.3 : 0)));
  // Apparent temperature (Steadman, as the Bureau of Meteorology gives it): vapour pressure and wind.
  const vapour = (humidity / 100) * 6.105 * Math.exp((17.27 * temperatureC) / (237.7 + temperatureC));
  const feelsLikeC = round1(temperatureC + 0.33 * vapour - 0.7 * (windKmh / 3.6) - 4);
  const isDay = hour >= 6 && hour < 18;
  return {
    time, date, temperatureC, rainChance, humidity, windKmh, isDay, feelsLikeC,
    condition: conditionOf(rainChance, cloudiness, hour, tropical, day.meanC),
    windDirection: Math.round(unitHash(`${place.id}|${date}|d`) * 360) % 360,
  };
}

/** The forecast at `now` for a place with its climate: current hour, 24 hours, 7 days. */
export function localForecast(place: { id: string; lat: number; climate: Climate }, timeZone: string, now: number): Forecast {
  const offsetMs = utcOffsetMs(now, timeZone);
  const first = hourStart(now, offsetMs);
  const at = (time: number) => hourAt(place, place.climate, time, offsetMs);
  const strip = ({ windDirection: _d, feelsLikeC: _f, date: _t, ...hour }: GeneratedHour): WeatherHour => hour;
  const { date: _date, ...current } = at(first);
  const today = dayStart(now, offsetMs);
  const daily = Array.from({ length: DAILY_DAYS }, (_, d) => {
    const hours = Array.from({ length: 24 }, (_, h) => at(today + (d * 24 + h) * HOUR));
    const temps = hours.map((h) => h.temperatureC);
    return { date: hours[0]!.date, minC: Math.min(...temps), maxC: Math.max(...temps), condition: dayCondition(hours), rainChance: Math.max(...hours.map((h) => h.rainChance)) };
  });
  return {
    current: current satisfies WeatherNow,
    hourly: Array.from({ length: HOURLY_HOURS }, (_, h) => strip(at(first + h * HOUR))),
    daily,
  };
}
