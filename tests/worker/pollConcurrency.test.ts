// 50 readers vote, change and withdraw in one poll at the same time, for several rounds, against the
// real local worker; the poll's counts must equal the sum of the readers' final votes.
import { expect, it } from 'vitest';
import { http } from '../helpers/workerHttp.ts';

const READERS = 50;
const ROUNDS = 4;
/** A variant edition's multiple-choice demo poll: no other spec votes in it. */
const COUNTRY = 'ecth';

interface PollAnswer {
  id: number;
  maxChoices: number;
  closed: boolean;
  voterCount: number;
  options: { id: string; voteCount: number }[];
}

async function readPoll(id: number): Promise<PollAnswer> {
  const res = await http(`/webapi/poll/list?country=${COUNTRY}&ids=${id}`);
  expect(res.status).toBe(200);
  return res.json<{ polls: PollAnswer[] }>().polls[0]!;
}

it('counts stay exact while 50 readers vote, change and withdraw in parallel', async () => {
  const list = (await http(`/webapi/poll/list?country=${COUNTRY}`)).json<{ polls: PollAnswer[] }>();
  const target = list.polls.find((p) => p.maxChoices > 1 && !p.closed)!;
  expect(target, 'an open multiple-choice poll').toBeDefined();
  const before = await readPoll(target.id);
  const optionCount = before.options.length;

  const run = Date.now().toString(36);
  const tokens = await Promise.all(
    Array.from({ length: READERS }, async (_, i) => {
      // Each reader signs in from an address of their own, as a crowd does: sign-in's budget is per address.
      const res = await http('/webapi/dev/login', { body: { userId: `crowd-${run}-${i}`, displayName: `Reader ${i}` }, headers: { 'cf-connecting-ip': `198.19.10.${i + 1}` } });
      expect(res.status).toBe(200);
      return res.json<{ accessToken: string }>().accessToken;
    }),
  );

  // A repeatable pseudo-random plan per run: a set of options to vote for, or null to withdraw.
  let seed = 20_261_122;
  const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  const plan = (): number[] | null => {
    if (random() < 0.25) return null;
    const size = 1 + Math.floor(random() * target.maxChoices);
    const picked = new Set<number>();
    while (picked.size < size) picked.add(Math.floor(random() * optionCount));
    return [...picked].sort((a, b) => a - b);
  };
  const act = async (token: string, choice: number[] | null) => {
    const headers = { 'X-Liff-Access-Token': token };
    const res = choice
      ? await http(`/webapi/poll/${target.id}/my/vote?country=${COUNTRY}`, { headers, body: { answers: choice.map((i) => `POLL_${target.id}_${i}`) } })
      : await http(`/webapi/poll/${target.id}/my/vote/withdraw?country=${COUNTRY}`, { headers, body: {} });
    expect(res.status, res.text).toBe(200);
  };

  /** What each reader last asked for; readers who sent two at once may end with either. */
  const finals: (number[] | null)[][] = tokens.map(() => [null]);
  for (let round = 0; round < ROUNDS; round++) {
    await Promise.all(
      tokens.map(async (token, i) => {
        const first = plan();
        if (i % 5 !== 0) {
          await act(token, first);
          finals[i] = [first];
        } else {
          // Every fifth reader changes their mind while the first request is still in flight.
          const second = plan();
          await Promise.all([act(token, first), act(token, second)]);
          finals[i] = [first, second];
        }
      }),
    );
  }

  const mine = await Promise.all(
    tokens.map(async (token) => {
      const res = await http(`/webapi/poll/${target.id}/my/votes?country=${COUNTRY}`, { headers: { 'X-Liff-Access-Token': token } });
      return res.json<{ answers: string[] }>().answers.map((id) => Number(id.split('_')[2]));
    }),
  );
  for (const [i, answers] of mine.entries()) {
    expect(finals[i]!.map((f) => f ?? []), `reader ${i}`).toContainEqual(answers);
  }

  const after = await readPoll(target.id);
  const expected = before.options.map((o, index) => o.voteCount + mine.filter((answers) => answers.includes(index)).length);
  expect(after.options.map((o) => o.voteCount)).toEqual(expected);
  expect(after.voterCount).toBe(before.voterCount + mine.filter((answers) => answers.length > 0).length);
}, 240_000);
