// Weather places (migrations/0033): a market's places in list order, one place, and the demo seed's
// write (a market's places replaced in one batch).
import type { Climate, WeatherLocation } from '#/domain/weather/types.ts';
import type { Database } from './database.ts';

export type WeatherPlaceRecord = WeatherLocation & { climate: Climate };

interface PlaceRow {
  location_id: string;
  lat: number;
  lon: number;
  location_name: string;
  english_name: string;
  country_id: string;
  country_name: string;
  country_english_name: string;
  city_name: string;
  city_english_name: string;
  city_level: number;
  climate_json: string;
}

function toRecord(r: PlaceRow): WeatherPlaceRecord {
  return {
    id: r.location_id, lat: r.lat, lon: r.lon, locationName: r.location_name, englishName: r.english_name,
    countryId: r.country_id, countryName: r.country_name, countryEnglishName: r.country_english_name,
    city: { locationName: r.city_name, englishName: r.city_english_name, level: r.city_level },
    climate: JSON.parse(r.climate_json) as Climate,
  };
}

export async function listWeatherPlaces(db: Database, country: string): Promise<WeatherPlaceRecord[]> {
  const { results } = await db.prepare('SELECT * FROM weather_places WHERE country = ? ORDER BY position').bind(country).all<PlaceRow>();
  return results.map(toRecord);
}

export async function findWeatherPlace(db: Database, country: string, locationId: string): Promise<WeatherPlaceRecord | null> {
  const row = await db.prepare('SELECT * FROM weather_places WHERE country = ? AND location_id = ?').bind(country, locationId).first<PlaceRow>();
  return row ? toRecord(row) : null;
}

export async function replaceWeatherPlaces(db: Database, country: string, places: readonly WeatherPlaceRecord[], now: number): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM weather_places WHERE country = ?').bind(country),
    ...places.map((p, position) =>
      db
        .prepare(
          `INSERT INTO weather_places (country, location_id, position, lat, lon, location_name, english_name, country_id, country_name, country_english_name,
             city_name, city_english_name, city_level, climate_json, updated_time) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)`,
        )
        .bind(country, p.id, position, p.lat, p.lon, p.locationName, p.englishName, p.countryId, p.countryName, p.countryEnglishName,
          p.city.locationName, p.city.englishName, p.city.level, JSON.stringify(p.climate), now),
    ),
  ]);
}
