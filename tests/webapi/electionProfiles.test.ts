// The election calls for candidates (content-spec §7; docs/decisions/0083) on real local D1 with the
// demo elections (tw tonight's Taipei election and 2022's, id Jakarta 2024): roles, nested districts,
// candidates by role and district, one candidate in full (default and chosen candidacy), search by
// name in Chinese and Indonesian with filters and paging, trending from real reader actions, posts
// and policies; 400 naming the field, 404 for an unknown election or a market without elections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { candidateHash, loadSeedElections, plannedCandidates } from '../../scripts/seedElections.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const twSeed = loadSeedElections(ROOT, 'tw')!;
const tonight = twSeed.elections.find((e) => e.tonight)!;
const twCandidates = plannedCandidates('tw', twSeed, tonight);
const wu = candidateHash('tw', 'wu-pei-shan');
const lin = candidateHash('tw', 'lin-cheng-hung');
const IN_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Line/14.19.0';

async function call(method: 'GET' | 'POST', path: string, opts: { token?: string; body?: unknown; ua?: string } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (opts.token) headers['X-Liff-Access-Token'] = opts.token;
  if (opts.ua) headers['User-Agent'] = opts.ua;
  const res = await app.request(`http://portal.test/webapi${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) }, { ...platform.env, DEV_LOGIN: 'true' });
  return { status: res.status, body: (await res.json()) as any };
}
const get = (path: string) => call('GET', path);
const names = (items: { name: string }[]) => items.map((i) => i.name);

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
}, 120_000);
afterAll(async () => {
  await platform?.dispose();
});

describe('roles and districts', () => {
  it("answer the market's latest election by default, districts nested under their city with derived sums", async () => {
    const roles = await get('/election/roles?country=tw');
    expect(roles.status).toBe(200);
    expect(roles.body.election).toMatchObject({ id: 'tw-2026-taipei', status: 'COUNTING' });
    expect(roles.body.roles).toEqual([
      { id: 'mayor', kind: 'MAYOR', name: '臺北市長', seats: 1, constituencyLevel: 'CITY', candidateCount: 4 },
      { id: 'councillor', kind: 'COUNCILLOR', name: '臺北市議員', seats: 2, constituencyLevel: 'DISTRICT', candidateCount: twCandidates.filter((c) => c.role === 'councillor').length },
    ]);
    const past = await get('/election/roles?country=tw&electionId=tw-2022-taipei');
    expect(past.body.election.status).toBe('FINISHED');
    expect(past.body.roles.map((r: any) => r.id)).toEqual(['mayor']);

    const { body } = await get('/election/districts?country=tw&electionId=tw-2026-taipei');
    const city = twSeed.cities[0]!;
    expect(body.cities).toHaveLength(1);
    expect(body.cities[0]).toMatchObject({ id: city.id, name: '臺北市', boundarySet: 'tw-taipei' });
    expect(body.cities[0].districts.map((d: any) => d.name)).toEqual(city.districts.map((d) => d.name));
    expect(body.cities[0].stations).toBe(city.districts.reduce((s, d) => s + d.stations, 0));
    expect(body.cities[0].electorate).toBe(city.districts.reduce((s, d) => s + d.electorate, 0));
  });
});

describe('profiles', () => {
  it('lists candidates by role and district, in ballot order, with avatar type ELECTION and a readable party chip', async () => {
    const mayors = await get('/election/profiles?country=tw&roleId=mayor');
    expect(mayors.body.total).toBe(4);
    expect(mayors.body.items.map((c: any) => c.ballotNumber)).toEqual([1, 2, 3, 4]);
    expect(mayors.body.items[0]).toMatchObject({
      profileHash: wu,
      name: '吳佩珊',
      avatarType: 'ELECTION',
      profileInfoMeta: { celebrityType: 'POLITICIAN', occupation: '立法委員' },
      role: { id: 'mayor', kind: 'MAYOR' },
      district: { id: '63000', level: 'CITY', cityId: null },
      party: { id: 'xinjin', name: '新進黨', colour: '#1d7a46', textColour: '#ffffff' },
      incumbent: false,
    });
    // A district: its councillors and the city-wide mayoral candidates who stand there too.
    const songshan = await get('/election/profiles?country=tw&districtId=63000010');
    const councillors = twCandidates.filter((c) => c.district === '63000010');
    expect(names(songshan.body.items)).toEqual([...names(mayors.body.items), ...councillors.map((c) => c.name)]);
    const only = await get('/election/profiles?country=tw&roleId=councillor&districtId=63000010');
    expect(only.body.items.every((c: any) => c.district.id === '63000010' && c.district.cityId === '63000')).toBe(true);
    expect(only.body.total).toBe(councillors.length);
  });

  it('answers one candidate in full: the latest candidacy by default, another by electionId', async () => {
    const { status, body } = await get(`/election/profiles?country=tw&profileHash=${lin}`);
    expect(status).toBe(200);
    expect(body.election.id).toBe('tw-2026-taipei');
    expect(body.profile).toMatchObject({
      pageType: 'ELECTION_PROFILE',
      profileHash: lin,
      name: '林正宏',
      ballotNumber: 2,
      incumbent: true,
      avatarType: 'ELECTION',
      profileInfoMeta: { celebrityType: 'POLITICIAN', occupation: '臺北市長' },
      contactType: 'ELECTION_PROFILE',
      policyCount: tonight.candidates.find((c) => c.slug === 'lin-cheng-hung')!.policies.length,
      commentCount: 0,
    });
    expect(body.profile.candidacies.map((c: any) => c.electionId)).toEqual(['tw-2026-taipei', 'tw-2022-taipei']);
    const past = await get(`/election/profiles?country=tw&profileHash=${lin}&electionId=tw-2022-taipei`);
    expect(past.body.election.id).toBe('tw-2022-taipei');
    expect(past.body.profile.ballotNumber).toBe(twSeed.elections.find((e) => e.slug === '2022-taipei')!.candidates.find((c) => c.slug === 'lin-cheng-hung')!.number);
    // Their people page links to the election page.
    expect((await get(`/profile/${lin}?country=tw`)).body.candidacy).toEqual({ electionId: 'tw-2026-taipei', electionName: body.election.name });
    // Standing in tonight's election only: not a candidate of 2022's.
    const absent = await get(`/election/profiles?country=tw&profileHash=${wu}&electionId=tw-2022-taipei`);
    expect(absent.status).toBe(404);
    expect(absent.body.message).toContain('candidate not found');
  });
});

describe('search', () => {
  it('finds names by part, in Chinese, with district, party and role filters, paged with the total', async () => {
    const part = await get(`/election/profiles/search?country=tw&query=${encodeURIComponent('佩珊')}`);
    expect(part.body).toMatchObject({ query: '佩珊', total: 1 });
    expect(part.body.items[0].profileHash).toBe(wu);
    const surname = twCandidates.find((c) => c.role === 'councillor')!.name.slice(0, 1);
    const bySurname = await get(`/election/profiles/search?country=tw&query=${encodeURIComponent(surname)}&length=2`);
    const expected = twCandidates.filter((c) => c.name.includes(surname));
    expect(bySurname.body.total).toBe(expected.length);
    expect(bySurname.body.items).toHaveLength(Math.min(2, expected.length));
    const rest = await get(`/election/profiles/search?country=tw&query=${encodeURIComponent(surname)}&offset=2&length=100`);
    expect([...names(bySurname.body.items), ...names(rest.body.items)].sort()).toEqual(names(expected).sort());

    const party = await get('/election/profiles/search?country=tw&partyId=independent&roleId=mayor');
    expect(names(party.body.items)).toEqual(['許家豪']);
    // The party filter's choices: the parties standing in the election.
    const standing = new Set(twCandidates.map((c) => c.party));
    expect(party.body.parties.map((p: any) => p.id).sort()).toEqual(twSeed.parties.filter((p) => standing.has(p.id)).map((p) => p.id).sort());
    const district = await get('/election/profiles/search?country=tw&districtId=63000020&roleId=councillor');
    expect(names(district.body.items)).toEqual(twCandidates.filter((c) => c.district === '63000020').map((c) => c.name));
    expect((await get(`/election/profiles/search?country=tw&query=${encodeURIComponent('吳佩珊')}&partyId=minhe`)).body.total).toBe(0);
    expect((await get(`/election/profiles/search?country=tw&query=${encodeURIComponent('!!')}`)).body.total).toBe(0);
  });

  it('finds Indonesian names by a word’s beginning, any case or width', async () => {
    for (const query of ['rudi', 'Ami', 'ＨＡＲＴＯＮＯ', 'siti amin']) {
      const { status, body } = await get(`/election/profiles/search?country=id&query=${encodeURIComponent(query)}`);
      expect(status).toBe(200);
      expect(body.election.id).toBe('id-2024-jakarta');
      expect(names(body.items)).toEqual(['Rudi Hartono – Siti Aminah']);
    }
    expect((await get('/election/profiles/search?country=id&query=dewi')).body.items[0].party.id).toBe('perseorangan');
  });
});

describe('trending candidates', () => {
  it('weighs friend adds, comments, name searches and reactions of the week; a quiet list keeps ballot order', async () => {
    const quiet = await get('/election/qsearch/trending/candidate?country=tw&limit=4');
    expect(quiet.body.items.map((c: any) => c.trend.score)).toEqual([0, 0, 0, 0]);
    expect(quiet.body.items.map((c: any) => c.profileHash)).toEqual((await get('/election/profiles?country=tw&length=4')).body.items.map((c: any) => c.profileHash));

    const zhang = candidateHash('tw', 'chang-che-wei');
    const hsu = candidateHash('tw', 'hsu-chia-hao');
    const reader = await issueDevToken({ userId: 'election-reader', displayName: 'Reader' }, undefined);
    expect((await call('POST', '/interaction/like/add', { token: reader, body: { country: 'tw', postType: 'PROFILE', postId: zhang, reactionContentType: 'PROFILE', likeType: 1003 } })).status).toBe(200);
    expect((await call('POST', '/comment/add', { token: reader, body: { country: 'tw', targetType: 'profile', targetId: zhang, body: '交通政見很具體，支持！' } })).status).toBe(201);
    expect((await call('POST', '/user/contacts/add?country=tw', { token: reader, ua: IN_APP, body: { type: 'ELECTION_PROFILE', profileId: hsu } })).status).toBe(200);
    for (const user of ['s1', 's2', 's3']) {
      const token = await issueDevToken({ userId: `election-searcher-${user}`, displayName: user }, undefined);
      expect((await call('POST', '/search/event?country=tw', { token, body: { type: 'search', query: '許家豪' } })).status).toBe(200);
    }
    const { body } = await get('/election/qsearch/trending/candidate?country=tw&limit=3');
    expect(body.items[0]).toMatchObject({ profileHash: hsu, avatarType: 'ELECTION', trend: { friendAdds: 1, searches: 3, score: 4 + 3 * 2 } });
    expect(body.items[1]).toMatchObject({ profileHash: zhang, trend: { reactions: 1, comments: 1, score: 1 + 3 } });
    expect(body.items[2].trend.score).toBe(0);
    expect((await get(`/election/profiles?country=tw&profileHash=${zhang}`)).body.profile.commentCount).toBe(1);
  });
});

describe('posts and policies', () => {
  it("answers a candidate's policies, their posts newest first, and one policy's posts", async () => {
    const seed = tonight.candidates.find((c) => c.slug === 'wu-pei-shan')!;
    const policies = await get(`/election/policy?country=tw&profileHash=${wu}`);
    expect(policies.body.candidate.name).toBe('吳佩珊');
    expect(policies.body.items.map((p: any) => [p.category, p.title, p.postCount])).toEqual(seed.policies.map((p) => [p.category, p.title, p.posts.length]));
    expect((await get(`/election/policy?country=tw&profileHash=${wu}&category=WELFARE`)).body.items.map((p: any) => p.title)).toEqual(
      seed.policies.filter((p) => p.category === 'WELFARE').map((p) => p.title),
    );

    const posts = await get(`/election/post?country=tw&profileHash=${wu}`);
    const seeded = [...seed.posts, ...seed.policies.flatMap((p) => p.posts)].sort((a, b) => a.daysBefore - b.daysBefore);
    expect(posts.body.total).toBe(seeded.length);
    expect(posts.body.items.map((p: any) => p.title)).toEqual(seeded.map((p) => p.title));
    const housing = policies.body.items[0];
    const aboutHousing = posts.body.items.find((p: any) => p.policy?.id === housing.id);
    expect(aboutHousing.policy.title).toBe(housing.title);

    const policyPosts = await get(`/election/policy/post?country=tw&policyId=${housing.id}`);
    expect(policyPosts.body.policy).toMatchObject({ id: housing.id, profileHash: wu, category: 'HOUSING' });
    expect(policyPosts.body.items.map((p: any) => p.title)).toEqual(seed.policies[0]!.posts.map((p) => p.title));
    expect((await get(`/election/policy/post?country=id&policyId=${housing.id}`)).status).toBe(404);
    const all = await get('/election/post?country=tw&length=50');
    expect(all.body.total).toBeGreaterThanOrEqual(seeded.length);
  });
});

describe('bad input', () => {
  it('answers 400 naming the field, 404 for an unknown election, candidate or a market without elections', async () => {
    const cases: [string, string][] = [
      ['/election/roles?country=xx', '"country"'],
      ['/election/districts?country=tw&electionId=Taipei%202026', '"electionId"'],
      ['/election/profiles?country=tw&profileHash=no!', '"profileHash"'],
      ['/election/profiles?country=tw&districtId=songshan', '"districtId"'],
      ['/election/profiles/search?country=tw&length=500', '"length"'],
      ['/election/profiles/search?country=tw&partyId=No%20Party', '"partyId"'],
      ['/election/policy?country=tw', '"profileHash"'],
      [`/election/policy?country=tw&profileHash=${wu}&category=TAXES`, '"category"'],
      ['/election/policy/post?country=tw&policyId=abc', '"policyId"'],
      ['/election/qsearch/trending/candidate?country=tw&limit=0', '"limit"'],
    ];
    for (const [path, field] of cases) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect(body.message, path).toContain(field);
    }
    const hk = await get('/election/roles?country=hk');
    expect(hk.status).toBe(404);
    expect(hk.body.message).toBe('market hk has no elections');
    const unknown = await get('/election/profiles/search?country=tw&electionId=tw-1999-nowhere');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('election not found: tw-1999-nowhere');
    // Another market's election is unknown here.
    expect((await get('/election/districts?country=tw&electionId=id-2024-jakarta')).status).toBe(404);
    expect((await get('/election/profiles?country=tw&profileHash=pUnknown123')).status).toBe(404);
    expect((await get(`/election/post?country=hk&profileHash=${wu}`)).status).toBe(404);
  });
});
