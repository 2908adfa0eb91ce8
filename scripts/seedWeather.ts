// Demo weather places (seed/content/<market>/weather.json) for the markets whose table entry offers
// weather (src/markets.ts `config.weather`): 8–15 places, each a location object of content-spec §3
// with names in the market's language and English and its climate normals (the local forecast
// provider's input, docs/decisions/0070). Validated before anything is written; the market's default
// location must be one of its places.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Database } from '#functions/db/database.ts';
import { replaceWeatherPlaces, type WeatherPlaceRecord } from '#functions/db/weather.ts';
import { MARKETS, type CountryCode } from '#/markets.ts';
import { ROOT } from './projectRoot.ts';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase ascii words joined by "-"').max(40);
const name = z.string().min(1).max(40);
const monthly = (min: number, max: number) => z.array(z.number().min(min).max(max)).length(12, 'must give 12 months, January first');
export const seedWeatherSchema = z.object({
  country: z.object({ id: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'), name, englishName: name }),
  /** The portal module's title in the market's language. */
  moduleTitle: name,
  places: z
    .array(
      z.object({
        id: slug,
        name,
        englishName: name,
        lat: z.number().min(-90).max(90),
        lon: z.number().min(-180).max(180),
        city: z.object({ name, englishName: name, level: z.number().int().min(1).max(3) }),
        climate: z.object({
          meanC: monthly(-30, 40),
          rangeC: z.number().min(1).max(20),
          rainChance: monthly(0, 100),
          humidity: z.number().min(10).max(100),
          windKmh: z.number().min(0).max(60),
        }),
      }),
    )
    .min(8, 'must list at least 8 places')
    .max(15, 'must list at most 15 places'),
});
export type SeedWeather = z.infer<typeof seedWeatherSchema>;

export function loadSeedWeather(root: string, country: CountryCode): SeedWeather {
  const file = join(root, 'seed', 'content', country, 'weather.json');
  const parsed = seedWeatherSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const ids = parsed.data.places.map((p) => p.id);
  if (new Set(ids).size !== ids.length) throw new Error(`${file}: place ids must be unique in the market`);
  const defaultId = MARKETS[country].config.weather?.defaultLocationId;
  if (!defaultId || !ids.includes(defaultId)) throw new Error(`${file}: the market's default location ${defaultId} is not one of its places`);
  return parsed.data;
}

export function weatherPlaceRecords(seed: SeedWeather): WeatherPlaceRecord[] {
  return seed.places.map((p) => ({
    id: p.id, lat: p.lat, lon: p.lon, locationName: p.name, englishName: p.englishName,
    countryId: seed.country.id, countryName: seed.country.name, countryEnglishName: seed.country.englishName,
    city: { locationName: p.city.name, englishName: p.city.englishName, level: p.city.level },
    climate: p.climate,
  }));
}

/** A market's weather places, when the market offers weather (the others keep none). */
export async function seedMarketWeather(db: Database, country: CountryCode, now: number, root = ROOT): Promise<void> {
  if (!MARKETS[country].config.weather) return;
  await replaceWeatherPlaces(db, country, weatherPlaceRecords(loadSeedWeather(root, country)), now);
}
