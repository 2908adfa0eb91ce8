// Content-security-policy violation reports (migrations/0015), kept bounded for charting later.
import type { Database } from './database.ts';

export interface CspReportRow {
  documentUrl: string;
  directive: string;
  blockedUrl: string;
  sourceFile: string | null;
  line: number | null;
  sample: string | null;
  disposition: string;
  userAgent: string | null;
}

const KEEP_ROWS = 10_000;
const KEEP_MS = 30 * 86_400_000;

/** Stores reports and prunes past the newest KEEP_ROWS and older than KEEP_MS, in one batch. */
export async function storeCspReports(db: Database, reports: readonly CspReportRow[], now: number): Promise<void> {
  const insert = db.prepare(
    `INSERT INTO csp_reports (received_at, document_url, directive, blocked_url, source_file, line, sample, disposition, user_agent)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
  );
  await db.batch([
    ...reports.map((r) => insert.bind(now, r.documentUrl, r.directive, r.blockedUrl, r.sourceFile, r.line, r.sample, r.disposition, r.userAgent)),
    db.prepare('DELETE FROM csp_reports WHERE received_at < ?1').bind(now - KEEP_MS),
    db.prepare('DELETE FROM csp_reports WHERE id <= (SELECT id FROM csp_reports ORDER BY id DESC LIMIT 1 OFFSET ?1)').bind(KEEP_ROWS),
  ]);
}

/** The newest reports first. */
export async function listCspReports(db: Database, limit: number): Promise<(CspReportRow & { receivedAt: number })[]> {
  const { results } = await db
    .prepare(
      `SELECT received_at AS receivedAt, document_url AS documentUrl, directive, blocked_url AS blockedUrl, source_file AS sourceFile,
              line, sample, disposition, user_agent AS userAgent
       FROM csp_reports ORDER BY id DESC LIMIT ?1`,
    )
    .bind(limit)
    .all<CspReportRow & { receivedAt: number }>();
  return results;
}
