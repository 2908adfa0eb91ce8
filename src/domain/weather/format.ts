// Weather figures in the market's locale (Intl): temperatures in °C, percentages, wind in km/h, hours
// and days in the market's time zone. Formatters are made once per language and zone.
import type { Condition } from './types.ts';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function made<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) cache.set(key, (f = make()));
  return f;
}

export function formatTemperature(celsius: number, lang: string): string {
  return made(`t ${lang}`, () => new Intl.NumberFormat(lang, { style: 'unit', unit: 'celsius', maximumFractionDigits: 0 })).format(celsius);
}

export function formatPercent(percent: number, lang: string): string {
  return made(`p ${lang}`, () => new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 })).format(percent / 100);
}

export function formatWind(kmh: number, lang: string): string {
  return made(`w ${lang}`, () => new Intl.NumberFormat(lang, { style: 'unit', unit: 'kilometer-per-hour', maximumFractionDigits: 0 })).format(kmh);
}

/** An hour of the hourly strip, e.g. 14:00 (or the market's own way of writing it). */
export function formatHour(epochMs: number, lang: string, timeZone: string): string {
  return made(`h ${lang} ${timeZone}`, () => new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone })).format(epochMs);
}

/** A day of the week ahead: weekday and date, e.g. "Sat 11/28" in the market's calendar. */
export function formatDay(date: string, lang: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return made(`d ${lang}`, () => new Intl.DateTimeFormat(lang, { weekday: 'short', month: 'numeric', day: 'numeric', timeZone: 'UTC' })).format(Date.UTC(y, m - 1, d));
}

/** The symbol beside a condition's words (decorative: the words are always there). */
export function conditionSymbol(condition: Condition, isDay = true): string {
  const symbols: Record<Condition, string> = { CLEAR: isDay ? '☀️' : '🌙', PARTLY_CLOUDY: '⛅', CLOUDY: '☁️', FOG: '🌫️', DRIZZLE: '🌦️', RAIN: '🌧️', SHOWERS: '🌦️', THUNDERSTORM: '⛈️', SNOW: '❄️' };
  return symbols[condition];
}
