// The editors' part of auspicious dates (migrations/0036): a market's categories and activity texts.
import type { Database } from './database.ts';

export interface MeritCategoryRecord {
  category: string;
  name: string;
  description: string;
}

export interface MeritDateTexts {
  categories: MeritCategoryRecord[];
  /** Activity key → the market's wording. */
  activities: Map<string, string>;
}

export interface MeritDateSeed {
  categories: MeritCategoryRecord[];
  activities: Record<string, string>;
}

/** A market's categories (in display order) and activity texts, in one round trip. */
export async function readMeritDateTexts(db: Database, country: string): Promise<MeritDateTexts> {
  const [categories, activities] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT category, name, description FROM merit_categories WHERE country = ? ORDER BY position').bind(country),
    db.prepare('SELECT activity, label FROM merit_activities WHERE country = ?').bind(country),
  ]);
  return {
    categories: (categories!.results as unknown as MeritCategoryRecord[]).map((c) => ({ category: c.category, name: c.name, description: c.description })),
    activities: new Map((activities!.results as { activity: string; label: string }[]).map((a) => [a.activity, a.label])),
  };
}

/** Replaces a market's categories and activity texts (seeding, editorial import). */
export async function replaceMeritDateTexts(db: Database, country: string, seed: MeritDateSeed): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM merit_categories WHERE country = ?').bind(country),
    db.prepare('DELETE FROM merit_activities WHERE country = ?').bind(country),
    ...seed.categories.map((c, position) =>
      db.prepare('INSERT INTO merit_categories (country, category, name, description, position) VALUES (?, ?, ?, ?, ?)').bind(country, c.category, c.name, c.description, position),
    ),
    ...Object.entries(seed.activities).map(([activity, label]) => db.prepare('INSERT INTO merit_activities (country, activity, label) VALUES (?, ?, ?)').bind(country, activity, label)),
  ]);
}
