// Applies numbered SQL migrations, recorded in the same d1_migrations table that
// `wrangler d1 migrations apply` uses, so either tool sees the other's work.
export interface Migration {
  name: string;
  statements: string[];
}

export async function applyMigrations(db: D1Database, migrations: Migration[]): Promise<string[]> {
  await db
    .prepare(
      `CREATE TABLE IF NOT EXISTS d1_migrations (
         id INTEGER PRIMARY KEY AUTOINCREMENT,
         name TEXT UNIQUE,
         applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)`,
    )
    .run();
  const { results } = await db.prepare('SELECT name FROM d1_migrations').all<{ name: string }>();
  const done = new Set(results.map((r) => r.name));
  const applied: string[] = [];
  for (const migration of [...migrations].sort((a, b) => a.name.localeCompare(b.name))) {
    if (done.has(migration.name)) continue;
    await db.batch([
      ...migration.statements.map((sql) => db.prepare(sql)),
      db.prepare('INSERT INTO d1_migrations (name) VALUES (?1)').bind(migration.name),
    ]);
    applied.push(migration.name);
  }
  return applied;
}
