// The ballot count against the served worker: ten editors post overlapping batches at the same time
// and the stored counts are exactly those of the posts that were accepted (each figure the highest
// accepted, the version one higher per accepted post, no answer but 200 or 409); and the counting
// answer comes from the cache until a post purges it.
import { expect, it } from 'vitest';
import { ADMIN_TOKEN, http } from '../helpers/workerHttp.ts';

const EDITORS = 10;
const ROUNDS = 3;
const SHARED = '63000040';
const OWN = ['63000050', '63000060', '63000070'];

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

async function tonight(): Promise<{ electionId: string; hashes: string[] }> {
  const year = new Date().getFullYear();
  for (const electionId of [`tw-${year}-taipei`, `tw-${year - 1}-taipei`]) {
    const res = await http(`/webapi/election/ballot/counting?country=tw&electionId=${electionId}&roleId=mayor`);
    if (res.status === 200 && res.json().status === 'COUNTING') return { electionId, hashes: res.json().constituencies[0].candidates.map((c: any) => c.profileHash) };
  }
  throw new Error("tonight's election is not counting on the test server");
}

const districtVotes = async (electionId: string, districtId: string) => {
  const body = (await http(`/webapi/election/ballot/counting?country=tw&electionId=${electionId}&roleId=mayor&districtId=${districtId}`)).json();
  return { version: body.version as number, stations: body.reporting.stationsReported as number, votes: Object.fromEntries(body.constituencies[0].candidates.map((c: any) => [c.profileHash, c.votes])) as Record<string, number> };
};

it('keeps the counts exact while ten editors post overlapping batches at once', async () => {
  const { electionId, hashes } = await tonight();
  const start = await districtVotes(electionId, SHARED);
  const base = Math.max(0, ...Object.values(start.votes)) + 1;
  type Batch = { districtId: string; stationsReported: number; votes: Record<string, number> }[];
  const accepted: { version: number; batch: Batch }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const answers = await Promise.all(
      Array.from({ length: EDITORS }, async (_, editor) => {
        // Later rounds and higher editors carry higher figures: some posts overtake others in flight.
        const figure = (i: number) => base + round * 1_000 + editor * 10 + i;
        const batch: Batch = [SHARED, OWN[editor % OWN.length]!].map((districtId) => ({
          districtId,
          stationsReported: round * 10 + editor,
          votes: Object.fromEntries(hashes.map((h, i) => [h, figure(i)])),
        }));
        const res = await http(`/webapi/admin/election/${electionId}/counts`, { headers: { ...admin, 'cf-connecting-ip': `198.19.30.${editor + 1}` }, body: { roleId: 'mayor', districts: batch } });
        expect([200, 409], res.text).toContain(res.status);
        return res.status === 200 ? { version: res.json().version as number, batch } : null;
      }),
    );
    accepted.push(...answers.filter((a) => a !== null));
  }
  expect(accepted.length).toBeGreaterThanOrEqual(ROUNDS);
  // One version per accepted post, none skipped or shared.
  expect(accepted.map((a) => a.version).sort((x, y) => x - y)).toEqual(accepted.map((_, i) => start.version + 1 + i));
  for (const districtId of [SHARED, ...OWN]) {
    const posts = accepted.flatMap((a) => a.batch.filter((d) => d.districtId === districtId));
    if (!posts.length) continue;
    const stored = await districtVotes(electionId, districtId);
    expect(stored.version).toBe(start.version + accepted.length);
    expect(stored.stations, districtId).toBe(Math.max(...posts.map((d) => d.stationsReported)));
    for (const h of hashes) expect(stored.votes[h], `${districtId} ${h}`).toBe(Math.max(...posts.map((d) => d.votes[h]!)));
  }
}, 120_000);

it('answers the counting call from the cache until a post purges it', async () => {
  const { electionId, hashes } = await tonight();
  const path = `/webapi/election/ballot/counting?country=tw&electionId=${electionId}&roleId=mayor&districtId=63000120`;
  const postOne = async () => {
    const now = await districtVotes(electionId, '63000120');
    const res = await http(`/webapi/admin/election/${electionId}/counts`, {
      headers: admin,
      body: { roleId: 'mayor', districts: [{ districtId: '63000120', stationsReported: now.stations + 1, votes: { [hashes[0]!]: (now.votes[hashes[0]!] ?? 0) + 7 } }] },
    });
    expect(res.status, res.text).toBe(200);
    return res.json().version as number;
  };
  await postOne();
  const miss = await http(path);
  expect([miss.status, miss.headers.get('x-api-cache')]).toEqual([200, 'MISS']);
  const hit = await http(path);
  expect(hit.headers.get('x-api-cache')).toBe('HIT');
  expect(hit.json()).toEqual(miss.json());
  const version = await postOne();
  const fresh = await http(path);
  expect(fresh.headers.get('x-api-cache')).toBe('MISS');
  expect(fresh.json().version).toBe(version);
  expect(fresh.json().constituencies[0].candidates.find((c: any) => c.profileHash === hashes[0]).votes).toBe(
    miss.json().constituencies[0].candidates.find((c: any) => c.profileHash === hashes[0]).votes + 7,
  );
}, 60_000);
