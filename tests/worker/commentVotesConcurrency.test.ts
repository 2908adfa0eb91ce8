// Exact comment votes on the served worker: 30 signed-in readers vote on one comment at once, then
// at once 15 change to DOWN, 5 take their vote back and 10 send UP again; one reader sending the
// same vote many times at once holds one vote. Every call is sent once and must succeed. The
// comment is a new one on a story of a variant edition (ecid), whose comments no other file counts.
import { expect, it } from 'vitest';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { http } from '../helpers/workerHttp.ts';

const COUNTRY = 'ecid';
const VOTERS = 30;

interface Voter {
  headers: Record<string, string>;
}

/** Signs a reader in from an address of their own (sign-in's and the writes' budgets are per address). */
async function signIn(userId: string, address: string): Promise<Voter> {
  const res = await http('/webapi/dev/login', { body: { userId, displayName: userId }, headers: { 'cf-connecting-ip': address } });
  expect(res.status, res.text).toBe(200);
  return { headers: { 'X-Liff-Access-Token': res.json<{ accessToken: string }>().accessToken, 'cf-connecting-ip': address } };
}

const vote = (voter: Voter, hash: string, value: 'UP' | 'DOWN' | null) =>
  http(`/webapi/comment/${hash}/vote`, { headers: voter.headers, body: { country: COUNTRY, vote: value } });

it('30 readers voting, changing and taking back their votes at once leave exact counts; one reader sending the same vote at once holds one', async () => {
  const run = Date.now();
  const story = loadSeedMarket(ROOT, 'id').articles[0]!;
  const article = await http(`/webapi/article?country=${COUNTRY}&hash=${articleHash(COUNTRY, story.slug)}`);
  expect(article.status, article.text).toBe(200);
  const targetId = article.json<{ data: { id: number } }>().data.id;

  const author = await signIn(`comment-author-${run}`, '198.19.13.1');
  const posted = await http('/webapi/comment/add', { headers: author.headers, body: { country: COUNTRY, targetType: 'article', targetId, body: `vote on me ${run}` } });
  expect(posted.status, posted.text).toBe(201);
  const hash = posted.json<{ comment: { hash: string } }>().comment.hash;
  const counts = async (voter?: Voter) => {
    const res = await http(`/webapi/comment/list?country=${COUNTRY}&targetType=article&targetId=${targetId}&sort=TIME&offset=0&length=20`, { headers: voter?.headers ?? {} });
    expect(res.status, res.text).toBe(200);
    return res.json<{ comments: { hash: string; upCount: number; downCount: number; myVote: string | null }[] }>().comments.find((c) => c.hash === hash)!;
  };

  const voters = await Promise.all(Array.from({ length: VOTERS }, (_, i) => signIn(`comment-voter-${run}-${i}`, `198.19.13.${i + 10}`)));
  const first = await Promise.all(voters.map((v) => vote(v, hash, 'UP')));
  expect(first.map((a) => a.status)).toEqual(voters.map(() => 200));
  expect(await counts()).toMatchObject({ upCount: VOTERS, downCount: 0 });

  // At once: 15 change to DOWN, 5 take their vote back, 10 send UP again (no change).
  const second = await Promise.all(voters.map((v, i) => vote(v, hash, i < 15 ? 'DOWN' : i < 20 ? null : 'UP')));
  expect(second.map((a) => a.status)).toEqual(voters.map(() => 200));
  expect(await counts(voters[0])).toMatchObject({ upCount: 10, downCount: 15, myVote: 'DOWN' });
  expect(await counts(voters[17])).toMatchObject({ myVote: null });

  const eager = await signIn(`comment-eager-${run}`, '198.19.13.200');
  const same = await Promise.all(Array.from({ length: 10 }, () => vote(eager, hash, 'UP')));
  expect(same.map((a) => a.status)).toEqual(same.map(() => 200));
  expect((await vote(eager, hash, 'UP')).json()).toEqual({ hash, upCount: 11, downCount: 15, myVote: 'UP' });
  expect((await vote(eager, hash, null)).json()).toEqual({ hash, upCount: 10, downCount: 15, myVote: null });
}, 120_000);
