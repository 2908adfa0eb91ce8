// Exact ad counts on the real worker: 40 pages, each with an ad drawn for it, send impression and
// click batches at the same time, round after round; some send a batch twice at once (a retried
// request racing the first) and some resend events other pages already sent. The report must count
// every eventId once, and the answers' `counted` must add up to the same. Every call is sent once
// and must succeed.
import { expect, it } from 'vitest';
import { ADMIN_TOKEN, http, workerOrigin } from '../helpers/workerHttp.ts';
import { seededRandom } from '../../scripts/seededRandom.ts';

const PAGES = 40;
const ROUNDS = 4;

interface SentEvent {
  token: string;
  type: 'impression' | 'click';
  eventId: string;
}

it('40 pages sending, resending and racing ad events leave the report equal to the distinct events', async ({ annotate }) => {
  const seed = Date.now();
  await annotate(`seed ${seed}`);
  const next = seededRandom(seed);
  // A slot of this run's own: the report's line for it holds only these counts.
  const slot = `tw:race-${seed}`;

  const tokens: string[] = [];
  for (let i = 0; i < PAGES; i++) {
    const res = await http(`/webapi/ads/house?country=tw&unit=tw/portal/between-2&slot=${slot}&pageType=portal&device=mobile`);
    expect(res.status, res.text).toBe(200);
    tokens.push(res.json<{ ad: { token: string } }>().ad.token);
  }

  const sent: SentEvent[] = [];
  let counted = 0;
  let serial = 0;
  const post = async (page: number, events: SentEvent[], beacon: boolean) => {
    const res = await http('/webapi/ads/events', {
      method: 'POST',
      // Each page from an address of its own, as a crowd is; a beacon (text/plain) carries its page's
      // origin, as browsers send it (the site refuses cross-site form-like posts).
      headers: { 'cf-connecting-ip': `198.19.21.${page + 1}`, ...(beacon ? { 'content-type': 'text/plain;charset=UTF-8', origin: workerOrigin() } : {}) },
      body: { events },
    });
    expect(res.status, res.text).toBe(200);
    counted += res.json<{ counted: number }>().counted;
  };

  for (let round = 0; round < ROUNDS; round++) {
    await Promise.all(
      tokens.map(async (token, page) => {
        const fresh: SentEvent[] = Array.from({ length: 1 + Math.floor(next() * 8) }, () => ({
          token,
          type: next() < 0.8 ? 'impression' : 'click',
          eventId: `race-${seed}-${serial++}`,
        }));
        // Events other pages already sent, resent with these.
        const resent = sent.length && next() < 0.4 ? Array.from({ length: 1 + Math.floor(next() * 4) }, () => sent[Math.floor(next() * sent.length)]!) : [];
        const batch = [...fresh, ...resent];
        const twice = next() < 0.3;
        sent.push(...fresh);
        await Promise.all([post(page, batch, next() < 0.5), ...(twice ? [post(page, batch, false)] : [])]);
      }),
    );
  }

  const distinct = new Map(sent.map((e) => [e.eventId, e.type]));
  const expected = { impressions: [...distinct.values()].filter((t) => t === 'impression').length, clicks: [...distinct.values()].filter((t) => t === 'click').length };
  expect(counted).toBe(distinct.size);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const report = await http(`/webapi/admin/ads/report?country=tw&from=${day(seed - 86_400_000)}&to=${day(Date.now() + 86_400_000)}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(report.status, report.text).toBe(200);
  const line = report.json<{ slots: { slot: string; impressions: number; clicks: number }[] }>().slots.find((s) => s.slot === slot);
  expect(line).toMatchObject(expected);
}, 180_000);
