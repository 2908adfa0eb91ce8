// Auspicious dates against real local D1 with the demo content (content-spec §7 GET
// /merit-date/calendar, /activities, /next5Days; parameters category and date): the market's month
// marked by its tradition, a day's 宜/忌 in the market's words, the next five good days, 400 naming a
// bad date or category, 404 where the market table switches the calendar off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { todayIn } from '#/domain/meritDate/civilDate.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;

async function get(path: string) {
  const res = await app.request(`http://portal.test/webapi${path}`, {}, platform.env);
  return { status: res.status, body: (await res.json()) as any };
}

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
}, 120_000);
afterAll(async () => {
  await platform?.dispose();
});

describe('the calendar', () => {
  it("marks the month of the date for the category with the market's categories (tw: the almanac)", async () => {
    const { status, body } = await get('/merit-date/calendar?country=tw&category=opening&date=2024-02-10');
    expect(status).toBe(200);
    expect(body).toMatchObject({ tradition: 'almanac', month: '2024-02', previousMonth: '2024-01', nextMonth: '2024-03', category: { category: 'opening', name: '開市開業' } });
    expect(body.categories.map((c: any) => c.category)).toEqual(['wedding', 'moving', 'opening', 'travel', 'contract']);
    expect(body.days).toHaveLength(29);
    // 2024-02-10, 甲辰 in the 寅 month, is a 滿 day: good for opening a business.
    expect(body.days[9]).toEqual({ date: '2024-02-10', weekday: 6, good: true, term: '滿' });
    expect(body.today).toBe(todayIn('Asia/Taipei'));
  });

  it("defaults to the market's first category and today's month; th reads Thai days", async () => {
    const { status, body } = await get('/merit-date/calendar?country=th');
    expect(status).toBe(200);
    expect(body).toMatchObject({ tradition: 'thai', category: { category: 'wedding', name: 'แต่งงาน' }, month: todayIn('Asia/Bangkok').slice(0, 7) });
    expect(body.days.some((d: any) => /^(ขึ้น|แรม) \d+$/.test(d.term))).toBe(true);
  });
});

describe("a day's activities", () => {
  it('names the day in the tradition and words 宜 and 忌 in the market’s language', async () => {
    const { status, body } = await get('/merit-date/activities?country=hk&date=2024-02-10&category=wedding');
    expect(status).toBe(200);
    expect(body.day.terms).toEqual(['甲辰日', '滿日', '沖狗']);
    expect(body.day.do).toContainEqual({ activity: 'opening', label: '開市' });
    expect(body.day.avoid).toContainEqual({ activity: 'groundbreaking', label: '動土' });
    expect(body.day.goodFor).toEqual(['opening', 'contract']);
  });

  it('id reads the weton: Jumat Legi, 17 August 1945', async () => {
    const { body } = await get('/merit-date/activities?country=id&date=1945-08-17');
    expect(body.day.terms).toEqual(['Jumat Legi', 'Neptu 11', 'Sri']);
    expect(body.day.do).toContainEqual({ activity: 'wedding', label: 'Menikah' });
  });
});

describe('the next five good days', () => {
  it('lists five days from the date on, each good for the category', async () => {
    const { status, body } = await get('/merit-date/next5Days?country=tw&category=wedding&date=2026-12-30');
    expect(status).toBe(200);
    expect(body.from).toBe('2026-12-30');
    expect(body.days).toHaveLength(5);
    for (const day of body.days) {
      expect(day.date >= '2026-12-30').toBe(true);
      expect(day.goodFor).toContain('wedding');
      expect(day.do.map((a: any) => a.activity)).toContain('wedding');
    }
    expect(body.days.map((d: any) => d.date)).toEqual([...body.days.map((d: any) => d.date)].sort());
  });
});

describe('bad input', () => {
  it.each([
    ['/merit-date/calendar?country=tw&date=2026-02-30', 'date'],
    ['/merit-date/activities?country=tw&date=tomorrow', 'date'],
    ['/merit-date/next5Days?country=tw&date=2100-01-01', 'date'],
    ['/merit-date/calendar?country=tw&category=funeral', 'category'],
    ['/merit-date/next5Days?country=xx', 'country'],
  ])('%s answers 400 naming %s', async (path, field) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body.message).toContain(`"${field}"`);
  });

  it('answers 404 where the market table switches the calendar off (ecjp)', async () => {
    const { status, body } = await get('/merit-date/calendar?country=ecjp');
    expect(status).toBe(404);
    expect(body.message).toBe('no auspicious-date calendar in ecjp');
  });
});
