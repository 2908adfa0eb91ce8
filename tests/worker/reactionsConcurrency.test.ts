// Exact reaction counts on the real worker: 50 signed-in readers add, change and remove their
// reactions on one post at the same time, round after round; the summary must equal the sum of
// their final states. Every call is sent once and must succeed.
import { expect, it } from 'vitest';
import { http } from '../helpers/workerHttp.ts';
import { seededRandom } from '../../scripts/seededRandom.ts';

const READERS = 50;
const ROUNDS = 5;
const TYPES = [1001, 1002, 1003, 1004, 1005, 1006] as const;


interface Reader {
  token: string;
  type: number | null;
}

async function summary(postId: string, token?: string) {
  const res = await http(`/webapi/interaction/commentlike/list?country=tw&postType=ARTICLE&postId=${postId}`, {
    headers: token ? { 'X-Liff-Access-Token': token } : {},
  });
  expect(res.status).toBe(200);
  return res.json<{ likeViews: { count: number; liked: boolean; likedType: number | null; typeCounters: Record<string, number> } }[]>()[0]!.likeViews;
}

it('50 readers reacting at once, round after round, leave counts equal to their final reactions', async ({ annotate }) => {
  const seed = Date.now();
  await annotate(`seed ${seed}`);
  const next = seededRandom(seed);
  const postId = `race-${seed}`;

  const readers: Reader[] = [];
  for (let i = 0; i < READERS; i++) {
    // Each reader signs in from an address of their own, as a crowd does: sign-in's budget is per address.
    const res = await http('/webapi/dev/login', { body: { userId: `racer-${seed}-${i}`, displayName: `Racer ${i}` }, headers: { 'cf-connecting-ip': `198.19.11.${i + 1}` } });
    expect(res.status, res.text).toBe(200);
    readers.push({ token: res.json<{ accessToken: string }>().accessToken, type: null });
  }

  for (let round = 0; round < ROUNDS; round++) {
    await Promise.all(
      readers.map(async (reader) => {
        // Each reader makes one to three moves in a row; all readers move at the same time.
        const moves = 1 + Math.floor(next() * 3);
        for (let m = 0; m < moves; m++) {
          const pick = Math.floor(next() * (TYPES.length + 2));
          const choice = pick < TYPES.length ? TYPES[pick]! : null; // null: remove
          const action = choice === null ? 'del' : reader.type === null ? 'add' : 'upd';
          const res = await http(`/webapi/interaction/like/${action}`, {
            headers: { 'X-Liff-Access-Token': reader.token },
            body: { country: 'tw', postType: 'ARTICLE', postId, reactionContentType: 'ARTICLE', categoryId: '1', ...(choice === null ? {} : { likeType: choice }) },
          });
          expect(res.status, `${action} ${choice}: ${res.text}`).toBe(200);
          reader.type = choice;
        }
      }),
    );
  }

  const expected: Record<string, number> = {};
  for (const r of readers) if (r.type !== null) expected[r.type] = (expected[r.type] ?? 0) + 1;
  const views = await summary(postId);
  expect(views.typeCounters).toEqual(expected);
  expect(views.count).toBe(readers.filter((r) => r.type !== null).length);

  // Each reader sees exactly their own last choice.
  const own = await Promise.all(readers.map((r) => summary(postId, r.token)));
  expect(own.map((v) => v.likedType)).toEqual(readers.map((r) => r.type));
  expect(own.map((v) => v.liked)).toEqual(readers.map((r) => r.type !== null));
}, 180_000);
