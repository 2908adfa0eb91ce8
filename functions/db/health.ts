// Database reachability for the health check.
import type { Database } from './database.ts';

export async function pingDatabase(db: Database): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS ok').first<{ ok: number }>();
  return row?.ok === 1;
}
