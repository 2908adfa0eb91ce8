// Portal tabs per market; a user group may have its own tab set, everyone else gets '*'.
import type { Database } from './database.ts';

interface TabRow {
  id: number;
  position: number;
  name: string;
  tab_group: string;
  page_id: number;
  url_path: string;
}

/** The group whose tab set applies and its tabs in order. */
export async function findTabs(db: Database, country: string, group: string | undefined): Promise<{ group: string; tabs: TabRow[] }> {
  const { results } = await db
    .prepare(
      `SELECT t.id, t.position, t.name, t.tab_group, p.id AS page_id, p.url_path FROM tabs t
       JOIN pages p ON p.id = t.page_id
       WHERE t.country = ?1 AND t.tab_group IN ('*', ?2) ORDER BY t.position`,
    )
    .bind(country, group ?? '*')
    .all<TabRow>();
  const ownSet = group !== undefined && results.some((r) => r.tab_group === group);
  const chosen = results.filter((r) => r.tab_group === (ownSet ? group : '*'));
  return {
    group: ownSet ? group : '*',
    tabs: chosen,
  };
}
