// Demo auspicious-date texts (seed/content/<market>/meritDate.json): the categories readers check dates
// for and the wording of every activity the rules name, in the market's language. Validated before
// anything is written; a market whose table has no tradition (src/markets.ts meritDate) gets none.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { replaceMeritDateTexts } from '#functions/db/meritDates.ts';
import type { Database } from '#functions/db/database.ts';
import { ACTIVITY_KEYS, CATEGORY_KEYS } from '#/domain/meritDate/activities.ts';
import { MARKETS, type CountryCode } from '#/markets.ts';

export const seedMeritDateSchema = z.object({
  /** The portal module's title. */
  moduleTitle: z.string().min(2).max(30),
  categories: z
    .array(z.object({ category: z.enum(CATEGORY_KEYS), name: z.string().min(1).max(20), description: z.string().min(8).max(120) }))
    .min(1)
    .refine((list) => new Set(list.map((c) => c.category)).size === list.length, 'must list each category once'),
  activities: z.object(Object.fromEntries(ACTIVITY_KEYS.map((k) => [k, z.string().min(1).max(30)])) as Record<(typeof ACTIVITY_KEYS)[number], z.ZodString>).strict(),
});
export type SeedMeritDate = z.infer<typeof seedMeritDateSchema>;

/** The market's texts, or null when the market has no auspicious-date calendar. */
export function loadSeedMeritDate(root: string, country: CountryCode, source: string): SeedMeritDate | null {
  if (!MARKETS[country].meritDate) return null;
  const file = join(root, 'seed', 'content', source, 'meritDate.json');
  if (!existsSync(file)) throw new Error(`${file}: missing; ${country} has an auspicious-date calendar (src/markets.ts)`);
  const parsed = seedMeritDateSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

export async function seedMarketMeritDates(db: Database, root: string, country: CountryCode, source: string): Promise<void> {
  const seed = loadSeedMeritDate(root, country, source);
  if (seed) await replaceMeritDateTexts(db, country, seed);
}
