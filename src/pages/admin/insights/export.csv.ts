// CSV of one section of the dashboard (/admin/insights/export.csv?section=pageviews&country=…&range=…),
// read with the same filters and the same guard as the page: the bearer ADMIN_TOKEN or the signed
// admin cookie. Never cached.
import type { APIRoute } from 'astro';
import { insightsAuthorization, loadInsights } from '#/loaders/loadInsights.ts';
import { INSIGHT_SECTIONS, insightsCsv, insightsCsvName, isInsightSection } from '#/loaders/insightsCsv.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

const plain = (status: number, message: string) => new Response(`${message}\n`, { status, headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' } });

export const GET: APIRoute = async ({ request, url }) => {
  const authorization = await insightsAuthorization(request);
  if (!authorization) return plain(401, 'a valid admin bearer token or the dashboard’s sign-in is required');
  const section = url.searchParams.get('section');
  if (!isInsightSection(section)) return plain(400, `Invalid query parameter "section": must be one of ${INSIGHT_SECTIONS.join(', ')}`);
  const answer = await loadInsights(request, url.searchParams, authorization);
  if (!answer.ok) return plain(answer.status, answer.message);
  return new Response(insightsCsv(answer.data, section), {
    headers: { ...PRIVATE, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${insightsCsvName(answer.data, section)}"` },
  });
};
