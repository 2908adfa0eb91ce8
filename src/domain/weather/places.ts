// Finding and choosing a weather place: search by name in the market's language and English, and
// the reader's place in the order of issue #28 — the signed-in reader's weather area, the saved
// city, the device's position (the nearest place), else the country's default location.
import { nearest, type GeoPosition } from '#/domain/geo/geo.ts';
import type { WeatherLocation } from './types.ts';

export const SEARCH_MAX_LENGTH = 50;

/** Folded for matching: case, width (full-width Latin), accents, and spacing/punctuation ignored. */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\-_.,'’()・·]/gu, '')
    .replace(/臺/g, '台');
}

/** Places whose own, English or city names hold the query; names that start with it first. */
export function searchPlaces<T extends WeatherLocation>(places: readonly T[], query: string): T[] {
  const q = foldName(query);
  if (!q) return [];
  const scored = places.flatMap((place, index) => {
    const names = [place.locationName, place.englishName, place.city.locationName, place.city.englishName].map(foldName);
    if (!names.some((n) => n.includes(q))) return [];
    const rank = names.slice(0, 2).some((n) => n.startsWith(q)) ? 0 : names.slice(0, 2).some((n) => n.includes(q)) ? 1 : 2;
    return [{ place, rank, index }];
  });
  return scored.sort((a, b) => a.rank - b.rank || a.index - b.index).map((s) => s.place);
}

/**
 * The place a signed-in reader's weather area names (`POST /user/info` weatherArea: a location object
 * as a JSON string), when it is one of this market's places; anything else is no area here.
 */
/** What choosing a place needs of one: where it is and whose it is. */
export type PlaceRef = GeoPosition & Pick<WeatherLocation, 'id' | 'countryId'>;

export function placeOfWeatherArea<T extends PlaceRef>(places: readonly T[], weatherArea: string | null | undefined): T | null {
  if (!weatherArea) return null;
  try {
    const area = JSON.parse(weatherArea) as Partial<PlaceRef> | null;
    return places.find((p) => p.id === area?.id && p.countryId === area?.countryId) ?? null;
  } catch {
    return null;
  }
}

/** The weather area saved for a reader: the spec's location object of the place. */
export function weatherAreaOf(place: WeatherLocation): string {
  const { id, lat, lon, locationName, englishName, countryId, countryName, countryEnglishName, city } = place;
  return JSON.stringify({ id, lat, lon, locationName, englishName, countryId, countryName, countryEnglishName, city });
}

export type PlaceSource = 'area' | 'saved' | 'geolocation' | 'default';

/** The reader's place, first that applies: weather area, saved city, device position, default. */
export function choosePlace<T extends PlaceRef>(
  places: readonly T[],
  defaultId: string,
  reader: { weatherArea?: string | null; savedId?: string | null; position?: GeoPosition | null },
): { place: T; source: PlaceSource } {
  const area = placeOfWeatherArea(places, reader.weatherArea);
  if (area) return { place: area, source: 'area' };
  const saved = places.find((p) => p.id === reader.savedId);
  if (saved) return { place: saved, source: 'saved' };
  const near = reader.position ? nearest(places, reader.position) : undefined;
  if (near) return { place: near, source: 'geolocation' };
  return { place: places.find((p) => p.id === defaultId) ?? places[0]!, source: 'default' };
}
