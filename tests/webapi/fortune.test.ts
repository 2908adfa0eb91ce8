// Fortune and lucky colour against real local D1 and R2 with the demo content: a market's subjects,
// a subject's signs with the day's reading composed from the market's corpus, a teller's deck, the
// day's lucky colours (the Thai weekday table, and colours derived from the palette elsewhere), the
// colour chart as a PNG kept in R2 and answered as immutable, and bad input: 400 naming the field,
// 404 for what is not there and for a market without fortune.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { MARKETS } from '#/markets.ts';
import { addDays, localDate, weekdayOf } from '#/domain/fortune/subjects.ts';
import { LUCKY_ASPECTS } from '#/domain/luckycolor/luckyColors.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { loadSeedFortune } from '../../scripts/seedFortune.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const tw = loadSeedFortune(ROOT, 'tw', 'tw')!;
const th = loadSeedFortune(ROOT, 'th', 'th')!;

async function get(path: string, headers: Record<string, string> = {}) {
  return app.request(`http://portal.test/webapi${path}`, { headers }, platform.env);
}
async function json(path: string) {
  const res = await get(path);
  return { status: res.status, body: (await res.json()) as any };
}

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
}, 120_000);
afterAll(async () => {
  await platform?.dispose();
});

describe('fortune subjects and readings', () => {
  it("lists a market's subjects in order, and a subject's signs with today's reading from the market's corpus", async () => {
    const list = await json('/fortune?country=tw');
    expect(list.status).toBe(200);
    expect(list.body.subjects.map((s: any) => s.urlPath)).toEqual(tw.subjects.map((s) => s.urlPath));

    const seedSubject = tw.subjects[0]!;
    const { status, body } = await json(`/fortune/${seedSubject.urlPath}?country=tw`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ urlPath: seedSubject.urlPath, kind: 'chinese-zodiac', name: seedSubject.name, date: localDate(Date.now(), MARKETS.tw.timeZone) });
    expect(body.signs.map((s: any) => s.name)).toEqual(seedSubject.signs.map((s) => s.name));
    for (const sign of body.signs) {
      expect(sign.reading.aspects.map((a: any) => a.aspect)).toEqual(['overall', 'love', 'work', 'money', 'advice']);
      for (const a of sign.reading.aspects) expect(tw.phrases[a.aspect as keyof typeof tw.phrases]).toContain(a.text);
      expect(sign.reading.score).toBeGreaterThanOrEqual(1);
      expect(sign.reading.score).toBeLessThanOrEqual(5);
    }
    // Twelve signs do not all read alike on one day.
    expect(new Set(body.signs.map((s: any) => JSON.stringify(s.reading))).size).toBeGreaterThan(1);
    expect(body.tellers.map((t: any) => t.urlPath)).toEqual(seedSubject.tellers.map((t) => t.urlPath));
    expect((await json(`/fortune/${seedSubject.urlPath}?country=tw`)).body).toEqual(body);
  });

  it("answers a teller's profile and deck, and the spread of face-down cards", async () => {
    const subject = th.subjects.find((s) => s.tellers.length)!;
    const teller = subject.tellers[0]!;
    const { status, body } = await json(`/fortune/${subject.urlPath}/tellers/${teller.urlPath}?country=th`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ urlPath: teller.urlPath, name: teller.name, bio: teller.bio, deckName: teller.deckName, spread: 6, subject: { urlPath: subject.urlPath, name: subject.name } });
    expect(body.cards).toEqual(teller.cards);
  });

  it('answers 400 naming the field, and 404 for an unknown subject or teller and a market without fortune', async () => {
    const bad = await json('/fortune/Chinese_Zodiac?country=tw');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/subjectUrl/);
    const noCountry = await json('/fortune/zodiac');
    expect(noCountry.status).toBe(400);
    expect(noCountry.body.message).toMatch(/country/);
    expect(await json('/fortune/tarot?country=tw')).toMatchObject({ status: 404, body: { message: 'fortune subject not found: tarot' } });
    expect(await json('/fortune/zodiac/tellers/nobody?country=tw')).toMatchObject({ status: 404, body: { message: 'teller not found: nobody' } });
    expect(await json('/fortune?country=ecjp')).toMatchObject({ status: 404, body: { message: 'no fortune pages in ecjp' } });
    expect((await json('/luckycolor/zodiac?country=ecjp')).status).toBe(404);
  });
});

describe('lucky colours', () => {
  it("reads the Thai weekday table: each weekday's colours for work, money, love, luck and the colour to avoid; today's weekday marked", async () => {
    const { status, body } = await json('/luckycolor/weekday?country=th');
    expect(status).toBe(200);
    const today = localDate(Date.now(), MARKETS.th.timeZone);
    expect(body).toMatchObject({ source: 'table', date: today, todayKey: weekdayOf(today) });
    const names = new Map(th.palette.map((c) => [c.colorKey, c.name]));
    for (const sign of body.signs) {
      const table = th.colorTables.weekday![sign.key]!;
      for (const aspect of LUCKY_ASPECTS) {
        expect(sign.colors.filter((c: any) => c.aspect === aspect).map((c: any) => c.name)).toEqual(table[aspect].map((k) => names.get(k)));
      }
    }
  });

  it("derives a sign's colours for the day from the palette elsewhere: five different colours, one per aspect", async () => {
    const { body } = await json('/luckycolor/chinese-zodiac?country=tw');
    expect(body).toMatchObject({ source: 'daily', todayKey: null });
    expect(body.signs).toHaveLength(12);
    const palette = new Set(tw.palette.map((c) => c.hex));
    for (const sign of body.signs) {
      expect(sign.colors.map((c: any) => c.aspect)).toEqual([...LUCKY_ASPECTS]);
      expect(new Set(sign.colors.map((c: any) => c.colorKey)).size).toBe(5);
      for (const c of sign.colors) expect(palette.has(c.hex)).toBe(true);
    }
  });

  it("draws the day's chart as a PNG kept in R2, answered as immutable with its ETag (304 when unchanged)", async () => {
    const date = localDate(Date.now(), MARKETS.th.timeZone);
    const path = `/luckycolor/weekday/image?country=th&date=${date}`;
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await platform.env.MEDIA.head(`luckycolor/th/weekday/${date}.png`)).not.toBeNull();
    const etag = first.headers.get('etag')!;
    expect((await get(path, { 'If-None-Match': etag })).status).toBe(304);
  });

  it('answers 400 for a malformed date or one far from today, naming the field; 404 for an unknown subject', async () => {
    const malformed = await json('/luckycolor/weekday/image?country=th&date=28-11-2026');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/date/);
    const far = addDays(localDate(Date.now(), MARKETS.th.timeZone), 30);
    const tooFar = await json(`/luckycolor/weekday/image?country=th&date=${far}`);
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.message).toMatch(/^query parameter date: must be yesterday, today or tomorrow/);
    expect((await json(`/luckycolor/rainbow?country=th`)).status).toBe(404);
  });
});
