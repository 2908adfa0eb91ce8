// The bottom window's entries of a market (migration 0024), as GET /recommendation/family serves them.
import type { Database } from './database.ts';

export const FAMILY_SLOTS = ['floatingBar', 'extendedService', 'snackBar'] as const;
export type FamilySlot = (typeof FAMILY_SLOTS)[number];

export interface FamilyService {
  key: string;
  slot: FamilySlot;
  message: string;
  actionLabel: string | null;
  actionHref: string | null;
  persistent: boolean;
  position: number;
}

interface FamilyRow {
  key: string;
  slot: FamilySlot;
  message: string;
  action_label: string | null;
  action_href: string | null;
  persistent: number;
  position: number;
}

export async function findFamilyServices(db: Database, country: string): Promise<FamilyService[]> {
  const { results } = await db
    .prepare('SELECT key, slot, message, action_label, action_href, persistent, position FROM family_services WHERE country = ?1 ORDER BY position')
    .bind(country)
    .all<FamilyRow>();
  return results.map((r) => ({ key: r.key, slot: r.slot, message: r.message, actionLabel: r.action_label, actionHref: r.action_href, persistent: r.persistent === 1, position: r.position }));
}

/** The market's entries become exactly these (one batch: readers never see half of them). */
export async function replaceFamilyServices(db: Database, country: string, entries: readonly FamilyService[], now: number): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM family_services WHERE country = ?1').bind(country),
    ...entries.map((e) =>
      db
        .prepare(
          'INSERT INTO family_services (country, key, slot, message, action_label, action_href, persistent, position, updated_time) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)',
        )
        .bind(country, e.key, e.slot, e.message, e.actionLabel, e.actionHref, e.persistent ? 1 : 0, e.position, now),
    ),
  ]);
}
