// Content-security-policy violation reports (docs/decisions/0024): browsers send them to
// `report-uri` (application/csp-report, one report) and to the `report-to` group (the Reporting
// API, application/reports+json, a list). Validated, capped and rate-limited like every write
// (abuseLimits.ts), stored bounded in D1; editors read the newest through the admin API.
import { createRoute, z } from '@hono/zod-openapi';
import { listCspReports, storeCspReports, type CspReportRow } from '../db/cspReports.ts';
import { newRouter } from './router.ts';
import { errors, json } from './schemas/common.ts';
import { ApiError } from './validation.ts';
import { KB, abuseClock, declareWriteFamily, minute } from './abuseLimits.ts';

const text = (max: number) => z.string().max(4096).transform((v) => v.slice(0, max));

/** report-uri's body (CSP Level 2). */
const LegacyReport = z.object({
  'csp-report': z.object({
    'document-uri': z.string().min(1).max(4096),
    'violated-directive': z.string().max(512).optional(),
    'effective-directive': z.string().max(512).optional(),
    'blocked-uri': z.string().max(4096).optional(),
    'source-file': z.string().max(4096).optional(),
    'line-number': z.number().int().nonnegative().optional(),
    'script-sample': text(256).optional(),
    disposition: z.enum(['enforce', 'report']).optional(),
  }),
});

/** The body of a Reporting API entry of type csp-violation. */
const ViolationBody = z.object({
  documentURL: z.string().min(1).max(4096),
  effectiveDirective: z.string().max(512),
  blockedURL: z.string().max(4096).optional(),
  sourceFile: z.string().max(4096).nullable().optional(),
  lineNumber: z.number().int().nonnegative().nullable().optional(),
  sample: text(256).nullable().optional(),
  disposition: z.enum(['enforce', 'report']),
});

/** One entry of a Reporting API list: other report types (deprecations, interventions) are skipped. */
const ReportingEntry = z.object({
  type: z.string().max(64),
  user_agent: z.string().max(512).optional(),
  body: z.unknown().optional(),
});
const ReportingList = z.array(ReportingEntry).min(1).max(100);

const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];

const report = createRoute({
  method: 'post',
  path: '/csp-report',
  summary: 'store content-security-policy violation reports (report-uri and Reporting API bodies)',
  // Browsers send one of two bodies, told apart by content type: the handler validates each itself
  // (a schema here would make the router try the list schema on both).
  description: 'Body: `application/csp-report` `{"csp-report": {document-uri, effective-directive, blocked-uri, …}}`, or `application/reports+json` `[{type: "csp-violation", body: {documentURL, effectiveDirective, blockedURL, …}}]`.',
  responses: { 204: { description: 'stored' }, ...errors(413, 429), 415: { description: 'not a report content type' } },
});

const StoredReport = z.object({
  receivedAt: z.number().int(),
  documentUrl: z.string(),
  directive: z.string(),
  blockedUrl: z.string(),
  sourceFile: z.string().nullable(),
  line: z.number().int().nullable(),
  sample: z.string().nullable(),
  disposition: z.string(),
  userAgent: z.string().nullable(),
});

const list = createRoute({
  method: 'get',
  path: '/admin/csp-reports',
  summary: 'the newest content-security-policy violation reports',
  request: { query: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }) },
  responses: { 200: json(z.object({ reports: z.array(StoredReport) })), ...errors(401) },
});

function describe(error: z.ZodError): string {
  const issue = error.issues[0]!;
  return `Invalid report field "${issue.path.join('.') || 'body'}": ${issue.message}`;
}

function toRows(contentType: string, body: unknown, userAgent: string | null): CspReportRow[] {
  if (contentType === 'application/csp-report' || (contentType === 'application/json' && !Array.isArray(body))) {
    const parsed = LegacyReport.safeParse(body);
    if (!parsed.success) throw new ApiError(400, describe(parsed.error));
    const r = parsed.data['csp-report'];
    const directive = r['effective-directive'] ?? r['violated-directive']?.split(' ')[0];
    if (!directive) throw new ApiError(400, 'Invalid report field "csp-report.effective-directive": is required');
    return [{ documentUrl: r['document-uri'], directive, blockedUrl: r['blocked-uri'] ?? '', sourceFile: r['source-file'] ?? null, line: r['line-number'] ?? null, sample: r['script-sample'] ?? null, disposition: r.disposition ?? 'enforce', userAgent }];
  }
  const parsed = ReportingList.safeParse(body);
  if (!parsed.success) throw new ApiError(400, describe(parsed.error));
  return parsed.data.flatMap((entry, index) => {
    if (entry.type !== 'csp-violation') return [];
    const violation = ViolationBody.safeParse(entry.body);
    if (!violation.success) throw new ApiError(400, describe(new z.ZodError(violation.error.issues.map((i) => ({ ...i, path: [index, 'body', ...i.path] })))));
    const v = violation.data;
    return [{ documentUrl: v.documentURL, directive: v.effectiveDirective, blockedUrl: v.blockedURL ?? '', sourceFile: v.sourceFile ?? null, line: v.lineNumber ?? null, sample: v.sample ?? null, disposition: v.disposition, userAgent: entry.user_agent ?? userAgent }];
  });
}

export const cspReportRoutes = newRouter()
  .openapi(report, async (c) => {
    const contentType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!REPORT_TYPES.includes(contentType)) throw new ApiError(415, `Unsupported content type "${contentType}": send application/csp-report or application/reports+json`);
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw new ApiError(400, 'Invalid body: expected a JSON report');
    }
    const rows = toRows(contentType, body, c.req.header('user-agent')?.slice(0, 512) ?? null);
    if (rows.length) await storeCspReports(c.env.DB, rows, abuseClock.now());
    return c.body(null, 204);
  })
  .openapi(list, async (c) => c.json({ reports: await listCspReports(c.env.DB, c.req.valid('query').limit) }, 200));

/** The budget of this module's writes (docs/decisions/0025). */
export const POLICY_REPORTS = declareWriteFamily(cspReportRoutes, { name: 'policy reports', perIp: minute(120), maxBodyBytes: 16 * KB }, '/csp-report');
