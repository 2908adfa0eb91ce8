// The dashboard's loader (/admin/insights, its CSV export and its sign-in): who may read it, and the
// read call made in-process to the content API (GET /webapi/admin/insights/report), whose admin guard
// judges every bearer token (constant-time, lockouts per address). A request is let in with its own
// `Authorization: Bearer` (passed on as it came) or with the signed admin cookie (the deployment's
// token is then sent on its behalf).
import { env } from 'cloudflare:workers';
import { app } from '#functions/webapi/app.ts';
import type { InsightsReport } from '#functions/webapi/schemas/insightsAdmin.ts';
import { ADMIN_SESSION_COOKIE, verifyAdminSession } from '#/domain/insights/adminSession.ts';
import { INSIGHT_RANGES, type InsightRange } from '#/domain/insights/timeRange.ts';
import { cookieValue } from '#/domain/routing/cookieHeader.ts';
import { isInterfaceLanguage } from '#/i18n/language.ts';
import type { InterfaceLanguage } from '#/markets.ts';

export type { InsightsReport };

/** What the filter form holds, as the GET form sends it (empty fields left empty). */
export interface InsightsFilters {
  /** A market code, or '' for all markets. */
  country: string;
  range: InsightRange;
  from: string;
  to: string;
}

export function insightsFilters(params: URLSearchParams): InsightsFilters {
  const country = (params.get('country') ?? '').toLowerCase();
  const range = params.get('range') ?? '';
  return {
    country: country === 'all' ? '' : country,
    range: (INSIGHT_RANGES as readonly string[]).includes(range) ? (range as InsightRange) : '24h',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/**
 * The read call's query: from and to when either is filled in (the API names what is missing or
 * wrong), else the range. A country that is no market is passed on for the API's 400.
 */
export function reportQuery(params: URLSearchParams): URLSearchParams {
  const q = new URLSearchParams();
  const country = params.get('country') ?? '';
  if (country && country.toLowerCase() !== 'all') q.set('country', country);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (from || to) {
    if (from) q.set('from', from);
    if (to) q.set('to', to);
  } else if (params.get('range')) q.set('range', params.get('range')!);
  return q;
}

/** The Authorization header to read the report with, or null when the request may not read it. */
export async function insightsAuthorization(request: Request, now = Date.now()): Promise<string | null> {
  const bearer = request.headers.get('authorization');
  if (bearer) return bearer;
  const session = cookieValue(request.headers.get('cookie'), ADMIN_SESSION_COOKIE);
  return (await verifyAdminSession(session, env.ADMIN_TOKEN, now)) ? `Bearer ${env.ADMIN_TOKEN}` : null;
}

export type InsightsAnswer<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

async function adminCall<T>(request: Request, path: string, authorization: string): Promise<InsightsAnswer<T>> {
  const headers = new Headers({ Accept: 'application/json', Authorization: authorization });
  // The guard's lockouts are per address: the reader's, not the page's.
  const address = request.headers.get('cf-connecting-ip');
  if (address) headers.set('cf-connecting-ip', address);
  const response = await app.request(new Request(new URL(`/webapi${path}`, request.url), { headers }), undefined, env);
  if (response.ok) return { ok: true, data: (response.status === 204 ? null : await response.json()) as T };
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return { ok: false, status: response.status, message: body.message ?? `the report answered ${response.status}` };
}

export function loadInsights(request: Request, params: URLSearchParams, authorization: string): Promise<InsightsAnswer<InsightsReport>> {
  return adminCall<InsightsReport>(request, `/admin/insights/report?${reportQuery(params)}`, authorization);
}

/** Checks a token typed into the sign-in form through the API's guard (a wrong one counts towards a lockout). */
export function checkAdminToken(request: Request, token: string): Promise<InsightsAnswer<null>> {
  return adminCall<null>(request, '/admin/insights/check', `Bearer ${token}`);
}


/**
 * The dashboard's interface language: the house's locale cookie when it names one of ours, else
 * English (the dashboard belongs to no market; editors read it in English unless they chose).
 */
export function insightsLanguage(cookieHeader: string | null): InterfaceLanguage {
  const locale = cookieValue(cookieHeader, 'locale');
  return locale && isInterfaceLanguage(locale) ? locale : 'en';
}
