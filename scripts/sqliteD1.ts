// The D1 calls the migrations and the demo-content loader make, run by node:sqlite straight on a
// SQLite file that workerd then serves as the D1 database (a D1 database is one SQLite file,
// scripts/localPlatform.ts d1ObjectFile). Through the platform proxy each statement is a round trip
// to workerd; here it is a function call: the demo content loads in seconds instead of a minute.
// Written before workerd opens the file, never beside it.
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';

type Bindable = SQLInputValue | boolean;

/** As D1 binds them: booleans as 1 and 0; undefined is refused, as D1 refuses it. */
function toSqlite(values: readonly unknown[]): SQLInputValue[] {
  return values.map((value, i) => {
    if (value === undefined) throw new Error(`D1_TYPE_ERROR: Type 'undefined' not supported for value 'undefined' (parameter ${i + 1})`);
    return typeof value === 'boolean' ? Number(value) : (value as SQLInputValue);
  });
}

function meta(changes: number, lastRowId: number) {
  return { changes, last_row_id: lastRowId, duration: 0, rows_read: 0, rows_written: changes, changed_db: changes > 0, size_after: 0, served_by: 'node:sqlite' };
}

class SqliteStatement {
  readonly #db: SqliteD1;
  readonly #sql: string;
  readonly #params: SQLInputValue[];
  constructor(db: SqliteD1, sql: string, params: SQLInputValue[] = []) {
    this.#db = db;
    this.#sql = sql;
    this.#params = params;
  }
  bind(...values: Bindable[]): SqliteStatement {
    return new SqliteStatement(this.#db, this.#sql, toSqlite(values));
  }
  /** Runs the statement: its rows (none for a write without RETURNING) and what it changed. */
  execute(): D1Result<Record<string, unknown>> {
    const statement = this.#db.statement(this.#sql);
    if (statement.columns().length === 0) {
      const { changes, lastInsertRowid } = statement.run(...this.#params);
      return { success: true, results: [], meta: meta(Number(changes), Number(lastInsertRowid)) };
    }
    const results = statement.all(...this.#params) as Record<string, unknown>[];
    // A write with RETURNING: what it changed, as D1 reports it; a read changed nothing.
    const { changes, id } = /^\s*select\b/i.test(this.#sql) ? { changes: 0, id: 0 } : this.#db.lastChange();
    return { success: true, results, meta: meta(changes, id) };
  }
  async run<T>(): Promise<D1Result<T>> {
    return this.execute() as D1Result<T>;
  }
  async all<T>(): Promise<D1Result<T>> {
    return this.execute() as D1Result<T>;
  }
  async first<T>(column?: string): Promise<T | null> {
    const row = this.execute().results[0];
    if (!row) return null;
    return (column === undefined ? row : row[column]) as T;
  }
}

/** The part of D1Database the loaders use, on one SQLite file. */
export class SqliteD1 {
  readonly #sqlite: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  constructor(file: string) {
    this.#sqlite = new DatabaseSync(file);
    // As D1 runs every database.
    this.#sqlite.exec('PRAGMA foreign_keys = ON');
  }
  statement(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) this.#statements.set(sql, (statement = this.#sqlite.prepare(sql)));
    return statement;
  }
  lastChange(): { changes: number; id: number } {
    return this.statement('SELECT changes() AS changes, last_insert_rowid() AS id').get() as { changes: number; id: number };
  }
  prepare(sql: string): SqliteStatement {
    return new SqliteStatement(this, sql);
  }
  /** In one transaction, as D1 runs a batch: all of it or none. */
  async batch<T>(statements: SqliteStatement[]): Promise<D1Result<T>[]> {
    this.#sqlite.exec('BEGIN');
    try {
      const results = statements.map((s) => s.execute() as D1Result<T>);
      this.#sqlite.exec('COMMIT');
      return results;
    } catch (error) {
      this.#sqlite.exec('ROLLBACK');
      throw error;
    }
  }
  close(): void {
    this.#sqlite.close();
  }
  /** Typed as the binding the loaders take. */
  asD1(): D1Database {
    return this as unknown as D1Database;
  }
}
