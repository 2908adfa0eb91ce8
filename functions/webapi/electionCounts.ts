// The ballot count (content-spec §7 ballot/counting, ballot/map; issue #30 items 3–4, decision 0081):
// the two reads every results page and portal module polls on election night, kept in the page
// cache's layers for a few seconds, and the editors' counts post, which moves counts forward only
// (guarded inside SQL), bumps the election's version and purges everything tagged with the election.
import type { Context } from 'hono';
import { createRoute, z } from '@hono/zod-openapi';
import { electionStatus } from '#/domain/election/elections.ts';
import { countProblems, type CountProblem } from '#/domain/election/tally.ts';
import { cachedApiAnswer } from '#/cache/apiAnswerCache.ts';
import { electionCountTags } from '#/cache/pageTags.ts';
import { pageCacheLayers } from '#/cache/layers.ts';
import { purgePages } from '#/cache/purge.ts';
import { findMarket } from '#/markets.ts';
import { findElection } from '../db/electionProfiles.ts';
import { CountsRefused, incompleteDistricts, readCountSnapshot, writeCounts, type CountSnapshot } from '../db/electionCounts.ts';
import { countingScopes, toBallotCounting, toBallotMap } from './electionCountMapping.ts';
import type { ApiEnv } from './identity.ts';
import { newRouter } from './router.ts';
import { errors, json, jsonRequest } from './schemas/common.ts';
import {
  BallotCountingResponse,
  BallotMapResponse,
  ElectionCountsAnswer,
  ElectionCountsBody,
  ballotQuery,
  countingQuery,
  electionIdSchema,
} from './schemas/electionCounts.ts';
import { ApiError, readJsonBody } from './validation.ts';

/** Seconds a count answer is fresh in the cache: a post purges it at once, other isolates' copies age out by then. */
export const COUNT_ANSWER_MAX_AGE = 5;

const counting = createRoute({
  method: 'get',
  path: '/election/ballot/counting',
  summary: "a role's count: candidates with votes, share, rank and standing per constituency, reporting progress, status and version",
  request: { query: countingQuery },
  responses: { 200: json(BallotCountingResponse), ...errors(404) },
});
const map = createRoute({
  method: 'get',
  path: '/election/ballot/map',
  summary: "a role's count per district for the map: leader, runner-up, margin and reporting, with the parties shown",
  request: { query: ballotQuery },
  responses: { 200: json(BallotMapResponse), ...errors(404) },
});
const postCounts = createRoute({
  method: 'post',
  path: '/admin/election/{id}/counts',
  summary: 'record a batch of district counts (forward only unless a district is a correction; all or nothing); purges the election’s pages and count answers',
  middleware: [readJsonBody],
  request: { params: z.object({ id: electionIdSchema }), ...jsonRequest(ElectionCountsBody) },
  responses: { 200: json(ElectionCountsAnswer), ...errors(401, 404, 409) },
});

function requireElections(country: string): void {
  if (!findMarket(country)?.elections) throw new ApiError(404, `no elections in ${country}`);
}

/** The election's count of one role (null: its first role); 404 naming the election or role. */
async function snapshotOf(c: Context<ApiEnv>, country: string, electionId: string, roleId: string | null): Promise<CountSnapshot & { role: NonNullable<CountSnapshot['role']> }> {
  const s = await readCountSnapshot(c.env.DB, country, electionId, roleId);
  if (!s) throw new ApiError(404, `election not found: ${electionId}`);
  if (!s.role) throw new ApiError(404, `role not found in ${electionId}: ${roleId}`);
  return s as CountSnapshot & { role: NonNullable<CountSnapshot['role']> };
}

function waitUntilOf(c: Context<ApiEnv>): (work: Promise<unknown>) => void {
  try {
    const ctx = c.executionCtx;
    return (work) => ctx.waitUntil(work);
  } catch {
    // In-process callers (pages, tests) have no execution context: the work simply runs on.
    return () => undefined;
  }
}

/** The cached answer, with where it came from in X-Api-Cache (HIT, MISS, BYPASS) and X-Api-Cache-Layer. */
async function cached<T extends { electionId: string }>(c: Context<ApiEnv>, read: () => Promise<T>): Promise<T> {
  const tags = (answer: T) => electionCountTags(answer.electionId);
  const { body, cache } = await cachedApiAnswer(pageCacheLayers(c.env), new URL(c.req.url), { maxAge: COUNT_ANSWER_MAX_AGE, tags }, read, waitUntilOf(c));
  c.header('X-Api-Cache', cache.state);
  if (cache.layer) c.header('X-Api-Cache-Layer', cache.layer);
  return JSON.parse(body) as T;
}

function problemText(electionId: string, districtName: string, names: Map<string, string>, p: CountProblem): string {
  if (p.kind === 'stations-above') return `stations reported in ${districtName} above its ${p.stations} stations`;
  if (p.kind === 'stations-backwards') return `stations reported in ${districtName} below the ${p.stored} already recorded (send "correction": true to correct them)`;
  return `votes for ${names.get(p.profileHash) ?? p.profileHash} (${p.profileHash}) in ${districtName} below the ${p.stored} already recorded in ${electionId} (send "correction": true to correct them)`;
}

export const electionCountRoutes = newRouter()
  .openapi(counting, async (c) => {
    const { country, electionId, roleId, districtId } = c.req.valid('query');
    requireElections(country);
    const answer = await cached(c, async () => {
      const id = electionId ?? (await findElection(c.env.DB, country))?.id ?? null;
      if (!id) throw new ApiError(404, `no election in ${country} yet`);
      const s = await snapshotOf(c, country, id, roleId ?? null);
      const scopes = countingScopes(s, districtId);
      if (!scopes) throw new ApiError(404, `district not found for ${s.role.id} in ${id}: ${districtId}`);
      return toBallotCounting(s, scopes, Date.now());
    });
    return c.json(answer as BallotCountingResponse, 200);
  })
  .openapi(map, async (c) => {
    const { country, electionId, roleId } = c.req.valid('query');
    requireElections(country);
    const answer = await cached(c, async () => toBallotMap(await snapshotOf(c, country, electionId, roleId), Date.now()));
    return c.json(answer as BallotMapResponse, 200);
  })
  .openapi(postCounts, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const country = id.split('-')[0]!;
    const s = await readCountSnapshot(c.env.DB, country, id, body.roleId);
    if (!s) throw new ApiError(404, `election not found: ${id}`);
    if (!s.role) throw new ApiError(400, `Invalid body field "roleId": not a role of ${id}: ${body.roleId}`);
    const now = Date.now();
    const status = electionStatus({ pollsCloseTime: s.election.polls_close_time, finishedTime: s.election.finished_time }, now);
    const correcting = body.districts.some((d) => d.correction);
    if (status === 'UPCOMING') throw new ApiError(409, `the polls of ${id} have not closed yet`);
    if (status === 'FINISHED' && !correcting) throw new ApiError(409, `the count of ${id} is final (send "correction": true to correct it)`);

    const districts = new Map(s.districts.filter((d) => d.level === 'DISTRICT').map((d) => [d.id, d]));
    const names = new Map(s.candidates.map((cand) => [cand.profile_hash, cand.name]));
    const seen = new Set<string>();
    for (const [i, d] of body.districts.entries()) {
      const district = districts.get(d.districtId);
      if (!district) throw new ApiError(400, `Invalid body field "districts.${i}.districtId": not a district of ${id}: ${d.districtId}`);
      if (seen.has(d.districtId)) throw new ApiError(400, `Invalid body field "districts.${i}.districtId": ${d.districtId} is given twice`);
      seen.add(d.districtId);
      const constituency = s.role.constituency_level === 'CITY' ? district.parent_id : district.id;
      const standing = new Set(s.candidates.filter((cand) => cand.district_id === constituency).map((cand) => cand.profile_hash));
      for (const hash of Object.keys(d.votes)) {
        if (!names.has(hash)) throw new ApiError(400, `Invalid body field "districts.${i}.votes.${hash}": not a candidate for ${body.roleId} in ${id}`);
        if (!standing.has(hash)) throw new ApiError(400, `Invalid body field "districts.${i}.votes.${hash}": ${names.get(hash)} does not stand in ${district.name}'s constituency`);
      }
      const stored = { stationsReported: s.reported.get(d.districtId) ?? 0, votes: Object.fromEntries(s.votes.get(d.districtId) ?? []) };
      const problems = countProblems(stored, d, district.stations);
      const above = problems.find((p) => p.kind === 'stations-above');
      if (above) throw new ApiError(400, `Invalid body field "districts.${i}.stationsReported": ${problemText(id, district.name, names, above)}`);
      if (problems.length) throw new ApiError(409, problemText(id, district.name, names, problems[0]!));
    }

    const write = { electionId: id, roleId: body.roleId, final: body.final ?? false, districts: body.districts.map((d) => ({ ...d, correction: d.correction ?? false })) };
    let version: number;
    try {
      version = await writeCounts(c.env.DB, write, now);
    } catch (error) {
      if (!(error instanceof CountsRefused)) throw error;
      // Another editor's post landed between the read above and this write: name what it now refuses.
      const after = await readCountSnapshot(c.env.DB, country, id, body.roleId);
      for (const d of body.districts) {
        const district = districts.get(d.districtId)!;
        const problems = countProblems({ stationsReported: after?.reported.get(d.districtId) ?? 0, votes: Object.fromEntries(after?.votes.get(d.districtId) ?? []) }, d, district.stations);
        if (problems.length) throw new ApiError(409, problemText(id, district.name, names, problems[0]!));
      }
      if (write.final) {
        const missing = (await incompleteDistricts(c.env.DB, id)).map((m) => `${m.role} ${m.district} ${m.reported}/${m.stations}`);
        throw new ApiError(409, `the count of ${id} cannot be final: not every district reports all its stations (${missing.join(', ')})`);
      }
      throw new ApiError(409, `the counts of ${id} changed while posting; read them and post again`);
    }
    const tags = electionCountTags(id);
    const invalidated = await purgePages(pageCacheLayers(c.env), { tags });
    return c.json({ electionId: id, version, status: write.final ? ('FINISHED' as const) : status, invalidated, tags }, 200);
  });
