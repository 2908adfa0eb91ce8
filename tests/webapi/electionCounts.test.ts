// The ballot count against real local D1/KV with the demo elections: the counting and map calls
// (tonight's count before and after posts, the finished 2022 count with who was elected), their
// cached answers purged by a post, and the editors' counts post: 401, 400 naming the field, 409 on a
// backwards count (naming the district and the candidate) unless a correction, all or nothing, the
// guard inside SQL itself, and a final count only when every station is in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { CountsRefused, writeCounts } from '#functions/db/electionCounts.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { loadSeedElections } from '../../scripts/seedElections.ts';

let platform: TestPlatform;
const ADMIN = 'election-counts-test-admin';
let tonight: string;
let past: string;

async function call(method: 'GET' | 'POST', path: string, opts: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  const res = await app.request(`http://portal.test/webapi${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) }, { ...platform.env, ADMIN_TOKEN: ADMIN });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}
const counting = (electionId: string, roleId: string, extra = '') => call('GET', `/election/ballot/counting?country=tw&electionId=${electionId}&roleId=${roleId}${extra}`);
const post = (body: unknown, electionId = tonight) => call('POST', `/admin/election/${electionId}/counts`, { body, token: ADMIN });

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
  const { results } = await platform.env.DB.prepare("SELECT id, finished_time FROM elections WHERE country = 'tw' ORDER BY election_date DESC").all<{ id: string; finished_time: number | null }>();
  tonight = results.find((e) => e.finished_time === null)!.id;
  past = results.find((e) => e.finished_time !== null)!.id;
}, 120_000);
afterAll(async () => {
  await platform?.dispose();
});

describe('counting and map before and after the polls close', () => {
  it("answers tonight's count as COUNTING with nothing in yet: no leader, nobody marked", async () => {
    const { status, body, headers } = await counting(tonight, 'mayor');
    expect(status).toBe(200);
    expect(headers.get('X-Api-Cache')).toBe('MISS');
    expect(body).toMatchObject({ electionId: tonight, roleId: 'mayor', status: 'COUNTING', version: expect.any(Number), roles: [{ id: 'mayor' }, { id: 'councillor' }] });
    expect(body.constituencies).toHaveLength(1);
    expect(body.constituencies[0].candidates.map((c: any) => [c.votes, c.percent, c.standing])).toEqual(body.constituencies[0].candidates.map(() => [0, 0, null]));
    expect(body.reporting).toMatchObject({ stationsReported: 0, percent: 0 });
    expect(body.reporting.stations).toBeGreaterThan(1000);
    // The councillors stand per district: one constituency each, or the one asked for.
    const councillors = (await counting(tonight, 'councillor')).body;
    expect(councillors.constituencies).toHaveLength(12);
    const one = (await counting(tonight, 'councillor', '&districtId=63000010')).body;
    expect(one.constituencies.map((c: any) => [c.districtId, c.name, c.seats, c.candidates.length])).toEqual([['63000010', '松山區', 2, 3]]);
    const map = await call('GET', `/election/ballot/map?country=tw&electionId=${tonight}&roleId=mayor`);
    expect(map.body.districts).toHaveLength(12);
    expect(map.body.districts[0]).toMatchObject({ code: '63000010', name: '松山區', leader: null, marginPercent: null, reportingPercent: 0 });
    expect(map.body.parties.map((p: any) => p.colour)).toContain('#1f4e9c');
  });

  it('answers the finished count with the elected, every station in, and a leader per district', async () => {
    const { body } = await counting(past, 'mayor');
    expect(body.status).toBe('FINISHED');
    expect(body.reporting.percent).toBe(100);
    const [first, second] = body.constituencies[0].candidates;
    expect(first.standing).toBe('ELECTED');
    expect(second.standing).toBeNull();
    expect(first.votes).toBeGreaterThan(second.votes);
    const total = body.constituencies[0].candidates.reduce((s: number, c: any) => s + c.votes, 0);
    expect(body.constituencies[0].totalVotes).toBe(total);
    expect(first.percent).toBeCloseTo((first.votes / total) * 100, 1);
    const map = (await call('GET', `/election/ballot/map?country=tw&electionId=${past}&roleId=mayor`)).body;
    for (const d of map.districts) {
      expect(d.leader.votes - d.runnerUp.votes).toBeGreaterThanOrEqual(0);
      expect(d.marginPercent).toBeCloseTo(((d.leader.votes - d.runnerUp.votes) / d.totalVotes) * 100, 1);
      expect(d.leader.colour).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("defaults to the market's latest election and its first role, which the front page's election module shows", async () => {
    const { body } = await call('GET', '/election/ballot/counting?country=tw');
    expect([body.electionId, body.roleId]).toEqual([tonight, 'mayor']);
    const front = (await call('GET', `/portal/page/${loadSeedMarket(ROOT, 'tw').tabs[0]!.urlPath}?country=tw`)).body;
    const module = front.modules.find((m: any) => m.type === 'election');
    expect(module?.title).toBe(loadSeedElections(ROOT, 'tw')!.module.title);
  });

  it('answers 404 naming what is missing, and 400 naming a bad query', async () => {
    expect((await call('GET', `/election/ballot/counting?country=th&electionId=${tonight}&roleId=mayor`)).body.message).toBe('no elections in th');
    expect((await counting('tw-1999-nowhere', 'mayor')).body).toMatchObject({ statusCode: 404, message: 'election not found: tw-1999-nowhere' });
    expect((await counting(tonight, 'governor')).body.message).toBe(`role not found in ${tonight}: governor`);
    expect((await counting(tonight, 'mayor', '&districtId=abc')).body.message).toBe('Invalid query parameter "districtId": must be a district code of 2 to 10 digits');
  });
});

describe('posting counts', () => {
  let mayors: { profileHash: string; name: string }[];
  let councillors: Map<string, string[]>;
  const councillorsOf = (districtId: string) => councillors.get(districtId)!;
  beforeAll(async () => {
    mayors = (await counting(tonight, 'mayor')).body.constituencies[0].candidates;
    const all = (await counting(tonight, 'councillor')).body.constituencies;
    councillors = new Map(all.map((c: any) => [c.districtId, c.candidates.map((x: any) => x.profileHash)]));
  });
  const [a, b] = [0, 1];

  it('answers 401 without the admin token, and 400 naming the bad field', async () => {
    expect((await call('POST', `/admin/election/${tonight}/counts`, { body: { roleId: 'mayor', districts: [] } })).status).toBe(401);
    const votes = (n: number) => ({ [mayors[a]!.profileHash]: n });
    const cases: [unknown, string][] = [
      [{ roleId: 'governor', districts: [{ districtId: '63000010', stationsReported: 1, votes: {} }] }, `Invalid body field "roleId": not a role of ${tonight}: governor`],
      [{ roleId: 'mayor', districts: [{ districtId: '99999999', stationsReported: 1, votes: {} }] }, `Invalid body field "districts.0.districtId": not a district of ${tonight}: 99999999`],
      [{ roleId: 'mayor', districts: [{ districtId: '63000010', stationsReported: -1, votes: {} }] }, 'Invalid body field "districts.0.stationsReported": must be 0 or more'],
      [{ roleId: 'mayor', districts: [{ districtId: '63000010', stationsReported: 1, votes: votes(-5) }] }, `Invalid body field "districts.0.votes.${mayors[a]!.profileHash}": must be 0 or more`],
      [{ roleId: 'mayor', districts: [{ districtId: '63000010', stationsReported: 93, votes: votes(5) }] }, 'Invalid body field "districts.0.stationsReported": stations reported in 松山區 above its 92 stations'],
      [{ roleId: 'mayor', districts: [{ districtId: '63000010', stationsReported: 1, votes: { pNoSuchOne: 3 } }] }, `Invalid body field "districts.0.votes.pNoSuchOne": not a candidate for mayor in ${tonight}`],
    ];
    for (const [body, message] of cases) expect((await post(body)).body, message).toEqual({ statusCode: 400, message });
    // A councillor of one district does not stand in another's constituency.
    const [other] = councillorsOf('63000020');
    const wrong = await post({ roleId: 'councillor', districts: [{ districtId: '63000010', stationsReported: 1, votes: { [other!]: 3 } }] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^Invalid body field "districts\.0\.votes\.\w+": .+ does not stand in 松山區's constituency$/);
  });

  it('moves counts forward, bumps the version and purges the cached answers', async () => {
    const before = await counting(tonight, 'mayor');
    const cachedAgain = await counting(tonight, 'mayor');
    expect(cachedAgain.headers.get('X-Api-Cache')).toBe('HIT');
    const res = await post({ roleId: 'mayor', districts: [{ districtId: '63000010', stationsReported: 40, votes: { [mayors[a]!.profileHash]: 9000, [mayors[b]!.profileHash]: 7000 } }] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ electionId: tonight, version: before.body.version + 1, status: 'COUNTING', tags: [`election-count:${tonight}`] });
    expect(res.body.invalidated).toBeGreaterThanOrEqual(1);
    const after = await counting(tonight, 'mayor');
    expect(after.headers.get('X-Api-Cache')).toBe('MISS');
    expect(after.body.version).toBe(before.body.version + 1);
    const top = after.body.constituencies[0].candidates[0];
    expect([top.profileHash, top.votes, top.percent, top.standing]).toEqual([mayors[a]!.profileHash, 9000, 56.3, 'LEADING']);
    expect(after.body.reporting.stationsReported).toBe(40);
    const map = (await call('GET', `/election/ballot/map?country=tw&electionId=${tonight}&roleId=mayor`)).body;
    expect(map.districts[0]).toMatchObject({ code: '63000010', totalVotes: 16000, marginPercent: 12.5, leader: { name: mayors[a]!.name }, runnerUp: { name: mayors[b]!.name } });
    expect(map.districts[0].reportingPercent).toBe(43.5);
  });

  it('refuses a backwards count with 409 naming the district and candidate, whole batch or nothing; a correction passes', async () => {
    const version = (await counting(tonight, 'mayor')).body.version;
    const res = await post({
      roleId: 'mayor',
      districts: [
        { districtId: '63000020', stationsReported: 10, votes: { [mayors[a]!.profileHash]: 100 } },
        { districtId: '63000010', stationsReported: 41, votes: { [mayors[a]!.profileHash]: 8999 } },
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`votes for ${mayors[a]!.name} (${mayors[a]!.profileHash}) in 松山區 below the 9000 already recorded in ${tonight} (send "correction": true to correct them)`);
    const unchanged = (await counting(tonight, 'mayor')).body;
    expect([unchanged.version, unchanged.reporting.stationsReported]).toEqual([version, 40]);
    const stations = await post({ roleId: 'mayor', districts: [{ districtId: '63000010', stationsReported: 39, votes: {} }] });
    expect([stations.status, stations.body.message]).toEqual([409, 'stations reported in 松山區 below the 40 already recorded (send "correction": true to correct them)']);
    const corrected = await post({ roleId: 'mayor', districts: [{ districtId: '63000010', stationsReported: 40, votes: { [mayors[a]!.profileHash]: 8990 }, correction: true }] });
    expect([corrected.status, corrected.body.version]).toEqual([200, version + 1]);
    expect((await counting(tonight, 'mayor')).body.constituencies[0].candidates[0].votes).toBe(8990);
  });

  it('holds the guard inside SQL: a backwards write that skipped the checks fails whole', async () => {
    const write = (votes: number, stations: number) =>
      writeCounts(platform.env.DB, { electionId: tonight, roleId: 'mayor', final: false, districts: [
        { districtId: '63000030', stationsReported: stations, votes: { [mayors[a]!.profileHash]: votes }, correction: false },
        { districtId: '63000010', stationsReported: 40, votes: { [mayors[a]!.profileHash]: 1 }, correction: false },
      ] }, Date.now());
    await expect(write(50, 5)).rejects.toBeInstanceOf(CountsRefused);
    const after = (await counting(tonight, 'mayor', '&districtId=63000030')).body;
    expect([after.reporting.stationsReported, after.constituencies[0].candidates.every((c: any) => c.votes === 0)]).toEqual([0, true]);
  });

  it('declares the count final only when every station of every role is in, then marks the elected', async () => {
    const map = (await call('GET', `/election/ballot/map?country=tw&electionId=${tonight}&roleId=mayor`)).body;
    const full = (roleId: string, list: { code: string; stations: number; hashes: string[] }[], final = false) =>
      post({ roleId, final, districts: list.map((d) => ({ districtId: d.code, stationsReported: d.stations, votes: Object.fromEntries(d.hashes.map((h, i) => [h, 10_000 - i * 1000])) })) });
    const mayorDistricts = map.districts.map((d: any) => ({ code: d.code, stations: d.stations, hashes: mayors.map((m) => m.profileHash) }));
    const early = await full('mayor', mayorDistricts, true);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(new RegExp(`^the count of ${tonight} cannot be final: not every district reports all its stations \\(臺北市長 松山區 40/92`));
    expect((await counting(tonight, 'mayor')).body.status).toBe('COUNTING');
    expect((await full('mayor', mayorDistricts)).status).toBe(200);
    const councillorDistricts = map.districts.map((d: any) => ({ code: d.code, stations: d.stations, hashes: councillorsOf(d.code) }));
    const done = await full('councillor', councillorDistricts, true);
    expect([done.status, done.body.status]).toEqual([200, 'FINISHED']);
    const final = (await counting(tonight, 'councillor', '&districtId=63000010')).body;
    expect(final.status).toBe('FINISHED');
    expect(final.constituencies[0].candidates.map((c: any) => c.standing)).toEqual(['ELECTED', 'ELECTED', null]);
    const late = await post({ roleId: 'mayor', districts: [{ districtId: '63000010', stationsReported: 92, votes: {} }] });
    expect([late.status, late.body.message]).toEqual([409, `the count of ${tonight} is final (send "correction": true to correct it)`]);
  });
});
