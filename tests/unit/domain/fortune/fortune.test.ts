// The fortune rules, pure: a day's reading per sign composed from a corpus, a reader's card of the
// day (stable for the same reader, date and teller; different for other readers and days), the
// day's lucky colours (a fixed table, or five different palette colours), the hand-encoded PNG (a
// valid file whose pixels are the swatches), and the seed checks of fortune.json.
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { dailyReading, READING_ASPECTS, type PhraseCorpus } from '#/domain/fortune/dailyReading.ts';
import { drawnCard, isReaderId } from '#/domain/fortune/draw.ts';
import { addDays, localDate, SIGN_KEYS, weekdayOf } from '#/domain/fortune/subjects.ts';
import { LUCKY_ASPECTS, luckyColorsOf, type PaletteColor } from '#/domain/luckycolor/luckyColors.ts';
import { crc32, gridSize, SWATCH, swatchPng } from '#/domain/luckycolor/swatchPng.ts';
import { ROOT } from '../../../../scripts/localPlatform.ts';
import { fortuneProblems, loadSeedFortune } from '../../../../scripts/seedFortune.ts';

const corpus = Object.fromEntries(READING_ASPECTS.map((a) => [a, Array.from({ length: 6 }, (_, i) => `${a} phrase ${i}`)])) as unknown as PhraseCorpus;
const days = Array.from({ length: 30 }, (_, i) => addDays('2026-11-01', i));

describe('a daily reading', () => {
  it('is the same for the same market, subject, sign and day, and changes from day to day', () => {
    const key = { country: 'tw', subject: 'zodiac', sign: 'leo', date: '2026-11-28' };
    expect(dailyReading(corpus, key)).toEqual(dailyReading(corpus, { ...key }));
    const month = days.map((date) => JSON.stringify(dailyReading(corpus, { ...key, date })));
    expect(new Set(month).size).toBeGreaterThan(20);
    for (const r of days.map((date) => dailyReading(corpus, { ...key, date }))) {
      expect(r.aspects.map((a) => a.aspect)).toEqual([...READING_ASPECTS]);
      expect(r.score).toBeGreaterThanOrEqual(1);
      expect(r.score).toBeLessThanOrEqual(5);
    }
  });
});

describe("a reader's card of the day", () => {
  const key = { readerId: 'a1b2c3d4e5f60718', date: '2026-11-28', country: 'th', subject: 'zodiac', teller: 'ajarn-ploy' };

  it('is stable for the same reader, day and teller (what a reload recomputes)', () => {
    expect(drawnCard(key, 10)).toBe(drawnCard({ ...key }, 10));
    expect(drawnCard(key, 10)).toBeGreaterThanOrEqual(1);
    expect(drawnCard(key, 10)).toBeLessThanOrEqual(10);
  });

  it('differs between readers, days and tellers: each spreads over the whole deck', () => {
    const readers = Array.from({ length: 200 }, (_, i) => drawnCard({ ...key, readerId: `reader-${i}` }, 10));
    expect(new Set(readers).size).toBe(10);
    expect(new Set(days.map((date) => drawnCard({ ...key, date }, 10))).size).toBeGreaterThan(5);
    expect(new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((teller) => drawnCard({ ...key, teller }, 10))).size).toBeGreaterThan(2);
  });

  it('keeps only anonymous ids it made (random hex); anything else is replaced', () => {
    expect(isReaderId('0123456789abcdef0123456789abcdef')).toBe(true);
    expect(isReaderId(null)).toBe(false);
    expect(isReaderId('user:1')).toBe(false);
  });
});

describe('market days', () => {
  it("are the market's local date, and name their weekday", () => {
    const instant = Date.parse('2026-11-28T17:30:00Z');
    expect(localDate(instant, 'Asia/Bangkok')).toBe('2026-11-29');
    expect(localDate(instant, 'Europe/London')).toBe('2026-11-28');
    expect(weekdayOf('2026-11-29')).toBe('sunday');
    expect(SIGN_KEYS.weekday).toHaveLength(7);
  });
});

describe('lucky colours', () => {
  const palette: PaletteColor[] = ['red', 'green', 'blue', 'gold', 'pink', 'grey', 'navy'].map((k, i) => ({ colorKey: k, name: k.toUpperCase(), hex: `#0000${(i * 30).toString(16).padStart(2, '0')}` }));
  const key = { country: 'tw', subject: 'zodiac', sign: 'leo', date: '2026-11-28' };

  it("read a fixed table when the subject has one: every aspect's colours, in order", () => {
    const table = new Map<(typeof LUCKY_ASPECTS)[number], string[]>([['work', ['green']], ['money', ['gold', 'red']], ['love', ['pink']], ['luck', ['navy']], ['avoid', ['blue']]]);
    expect(luckyColorsOf(palette, table, key).map((c) => `${c.aspect}:${c.colorKey}`)).toEqual(['work:green', 'money:gold', 'money:red', 'love:pink', 'luck:navy', 'avoid:blue']);
  });

  it('are otherwise five different palette colours, one per aspect, the same all day and new the next', () => {
    const today = luckyColorsOf(palette, null, key);
    expect(today.map((c) => c.aspect)).toEqual([...LUCKY_ASPECTS]);
    expect(new Set(today.map((c) => c.colorKey)).size).toBe(5);
    expect(luckyColorsOf(palette, null, { ...key })).toEqual(today);
    expect(new Set(days.map((date) => JSON.stringify(luckyColorsOf(palette, null, { ...key, date })))).size).toBeGreaterThan(20);
  });
});

describe('the colour chart PNG', () => {
  it('is a valid PNG (signature, chunk CRCs, zlib data) whose pixels are the swatches, the one to avoid struck with white', async () => {
    const rows = [
      [{ hex: '#d32f2f', struck: false }, { hex: '#2e7d32', struck: true }],
      [{ hex: '#1f3c88', struck: false }, { hex: '#f2c200', struck: false }],
    ];
    const png = Buffer.from(await swatchPng(rows));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks: { type: string; data: Buffer }[] = [];
    for (let at = 8; at < png.length; ) {
      const length = png.readUInt32BE(at);
      const type = png.toString('latin1', at + 4, at + 8);
      const data = png.subarray(at + 8, at + 8 + length);
      expect(png.readUInt32BE(at + 8 + length), `${type} CRC`).toBe((crc32(png.subarray(at + 4, at + 8 + length)) ^ 0xffffffff) >>> 0);
      chunks.push({ type, data });
      at += 12 + length;
    }
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const { width, height } = gridSize(2, 2);
    expect([chunks[0]!.data.readUInt32BE(0), chunks[0]!.data.readUInt32BE(4), chunks[0]!.data[8], chunks[0]!.data[9]]).toEqual([width, height, 8, 2]);
    const raw = inflateSync(chunks[1]!.data);
    expect(raw.length).toBe(height * (1 + width * 3));
    const pixel = (x: number, y: number) => `#${raw.subarray(y * (1 + width * 3) + 1 + x * 3, y * (1 + width * 3) + 4 + x * 3).toString('hex')}`;
    const cell = (col: number, row: number, dx: number, dy: number) =>
      pixel(SWATCH.gap + col * (SWATCH.width + SWATCH.gap) + dx, SWATCH.gap + row * (SWATCH.height + SWATCH.gap) + dy);
    expect(cell(0, 0, 20, 20)).toBe('#d32f2f');
    expect(cell(1, 1, 20, 20)).toBe('#f2c200');
    expect(cell(0, 1, 20, 20)).toBe('#1f3c88');
    // Struck: white where (x + y) % 24 < 6, the colour elsewhere.
    expect(cell(1, 0, 0, 0)).toBe('#ffffff');
    expect(cell(1, 0, 10, 0)).toBe('#2e7d32');
    expect(pixel(2, 2)).toBe('#faf7f0');
  });
});

describe("the demo content's checks", () => {
  it('accept every main market and name what is wrong in a broken one', () => {
    for (const country of ['tw', 'hk', 'id', 'th'] as const) expect(loadSeedFortune(ROOT, country, country)?.subjects.length).toBeGreaterThan(0);
    expect(loadSeedFortune(ROOT, 'ecjp', 'ecjp')).toBeNull();
    const th = loadSeedFortune(ROOT, 'th', 'th')!;
    const broken = structuredClone(th);
    broken.subjects.find((s) => s.urlPath === 'weekday')!.signs.reverse();
    broken.colorTables.weekday!.monday!.avoid = [...broken.colorTables.weekday!.monday!.work];
    expect(fortuneProblems(broken, 'weekday')).toEqual([
      'weekday: signs must be sunday, monday, tuesday, wednesday, thursday, friday, saturday in that order',
      'colour table weekday/monday: a colour to avoid is also a lucky one',
    ]);
    expect(fortuneProblems(th, 'rainbow')).toEqual(["the market's lucky-colour subject rainbow is not one of its subjects"]);
  });
});
