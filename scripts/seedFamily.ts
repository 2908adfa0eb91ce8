// Demo content of the bottom window's entries (shell-spec §4 floating bar, extended service, snack
// bar), seed/content/<country>/family.json, in the market's language. Action paths are the market's
// own pages (written under the edition's /{country}/{ns} when seeded).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { replaceFamilyServices } from '#functions/db/family.ts';
import type { Database } from '#functions/db/database.ts';
import { MARKETS, type CountryCode } from '#/markets.ts';
import type { SeedCountry } from './seedSchema.ts';

const seedFamilySchema = z.object({
  entries: z
    .array(
      z.object({
        key: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be lowercase words joined by "-"'),
        slot: z.enum(['floatingBar', 'extendedService', 'snackBar']),
        message: z.string().min(4).max(120),
        action: z.object({ label: z.string().min(1).max(30), path: z.string().regex(/^\/[a-z0-9/_-]+$/, 'must be a path of the market') }).optional(),
        persistent: z.boolean(),
      }),
    )
    .max(10),
});
export type SeedFamily = z.infer<typeof seedFamilySchema>;

export function loadSeedFamily(root: string, country: SeedCountry): SeedFamily {
  const file = join(root, 'seed', 'content', country, 'family.json');
  const parsed = seedFamilySchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${file}: ${i.path.map(String).join('.')}: ${i.message}`).join('\n'));
  return parsed.data;
}

export async function seedMarketFamily(db: Database, country: CountryCode, family: SeedFamily, now: number): Promise<void> {
  const ns = MARKETS[country].features.v3Migrated ? 'v3' : 'v2';
  await replaceFamilyServices(
    db,
    country,
    family.entries.map((e, position) => ({
      key: e.key,
      slot: e.slot,
      message: e.message,
      actionLabel: e.action?.label ?? null,
      actionHref: e.action ? `/${country}/${ns}${e.action.path}` : null,
      persistent: e.persistent,
      position,
    })),
    now,
  );
}
