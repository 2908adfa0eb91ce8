// The auspicious-date rules against dates that can be checked in any almanac or calendar.
import { describe, expect, it } from 'vitest';
import { addMonths, parseIsoDate, parseIsoMonth, sameDayIn, todayIn, weekday } from '#/domain/meritDate/civilDate.ts';
import { dayStemBranch } from '#/domain/meritDate/sexagenary.ts';
import { solarMonthBranch } from '#/domain/meritDate/solarMonth.ts';
import { almanacReading, dayOfficer } from '#/domain/meritDate/dayOfficers.ts';
import { dayClass, neptu, PASARAN, pasaran } from '#/domain/meritDate/weton.ts';
import { thaiLunarDay, thaiReading } from '#/domain/meritDate/thaiDays.ts';
import { monthCalendar, nextGoodDays } from '#/domain/meritDate/traditions.ts';
import { CATEGORY_KEYS } from '#/domain/meritDate/activities.ts';

describe('civil dates', () => {
  it('accepts real dates of 1901–2099 only', () => {
    expect(parseIsoDate('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2023-02-29', '2026-13-01', '2026-1-01', '1900-12-31', '2100-01-01', 'today']) expect(parseIsoDate(bad), bad).toBeNull();
    expect(parseIsoMonth('2026-11')).toBe('2026-11');
    expect(parseIsoMonth('2026-00')).toBeNull();
  });

  it('pages months across years and clamps the day', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(sameDayIn('2026-01-31', '2026-02')).toBe('2026-02-28');
    expect(weekday('2026-11-28')).toBe(6);
  });

  it("today is the market's day: 23:30 UTC is already tomorrow in Taipei", () => {
    const at = Date.parse('2026-11-27T23:30:00Z');
    expect(todayIn('Asia/Taipei', at)).toBe('2026-11-28');
    expect(todayIn('UTC', at)).toBe('2026-11-27');
  });
});

describe('the almanac (tw, hk)', () => {
  it('counts the day stem-branch from a fixed epoch', () => {
    expect(dayStemBranch('1900-01-01').name).toBe('甲戌');
    expect(dayStemBranch('2000-01-01').name).toBe('戊午');
    // Lunar New Year 2024 (the first day of 甲辰 year) was itself a 甲辰 day.
    expect(dayStemBranch('2024-02-10').name).toBe('甲辰');
    expect(dayStemBranch('2024-02-11').name).toBe('乙巳');
  });

  it('turns the solar month on the jie terms: 立春 4 Feb 2024, 驚蟄 5 Mar 2024, 立冬 7 Nov 2026', () => {
    expect(solarMonthBranch('2024-02-03', 8)).toBe(1); // 丑
    expect(solarMonthBranch('2024-02-04', 8)).toBe(2); // 寅
    expect(solarMonthBranch('2024-03-04', 8)).toBe(2);
    expect(solarMonthBranch('2024-03-05', 8)).toBe(3); // 卯
    expect(solarMonthBranch('2026-11-06', 8)).toBe(10); // 戌
    expect(solarMonthBranch('2026-11-07', 8)).toBe(11); // 亥
  });

  it('makes the day whose branch is the month’s 建, and counts round the twelve officers', () => {
    // 2024-02-10 甲辰 in the 寅 month: 寅 建, 卯 除, 辰 滿.
    expect(dayOfficer('2024-02-10', 8)).toBe('滿');
    expect(dayOfficer('2024-02-08', 8)).toBe('建'); // a 寅 day
    // The officer repeats on the day a solar month begins: 2024-02-03 (丑 month) and 02-04 (寅 month).
    expect(dayStemBranch('2024-02-04').name).toBe('戊戌');
    // 丁酉 in 丑 and 戊戌 in 寅 are both eight branches on: 成 twice.
    expect([dayOfficer('2024-02-03', 8), dayOfficer('2024-02-04', 8)]).toEqual(['成', '成']);
  });

  it('reads a day: stem-branch, officer, the animal it clashes with, and what suits it', () => {
    const day = almanacReading('2024-02-10', 8);
    expect(day.terms).toEqual(['甲辰日', '滿日', '沖狗']);
    expect(day.do).toContain('opening');
    expect(day.avoid).toContain('groundbreaking');
  });
});

describe('weton (id)', () => {
  it('runs the pasaran from Jumat Legi, 17 August 1945', () => {
    expect(PASARAN[pasaran('1945-08-17')]).toBe('Legi');
    expect(PASARAN[pasaran('1945-08-18')]).toBe('Pahing');
    expect(PASARAN[pasaran('1945-08-12')]).toBe('Legi');
  });

  it('adds the weekday and pasaran neptu and counts Sri, Lungguh, Gedhong, Lara, Pati', () => {
    // Jumat (6) + Legi (5) = 11 → Sri.
    expect(neptu('1945-08-17')).toBe(11);
    expect(dayClass('1945-08-17')).toBe('Sri');
    // Sabtu (9) + Pahing (9) = 18 → Gedhong.
    expect(dayClass('1945-08-18')).toBe('Gedhong');
  });
});

describe('Thai days (th)', () => {
  it('finds the waxing 15th of known holy days: Makha Bucha 2024, Visakha Bucha 2024, Loi Krathong 2024', () => {
    for (const date of ['2024-02-24', '2024-05-22', '2024-11-15']) expect(thaiLunarDay(date, 7), date).toEqual({ waxing: true, day: 15, holy: true });
    expect(thaiLunarDay('2024-11-23', 7)).toEqual({ waxing: false, day: 8, holy: true });
    expect(thaiLunarDay('2024-11-20', 7).holy).toBe(false);
  });

  it('keeps ceremonies off the hard days, the waning moon and holy days; no haircut on Wednesday', () => {
    const saturday = thaiReading('2024-11-09', 7); // a Saturday, waxing
    expect(saturday.terms).toContain('วันแข็ง');
    expect(saturday.avoid).toEqual(expect.arrayContaining(['wedding', 'moving', 'opening']));
    const wednesday = thaiReading('2024-11-13', 7); // a Wednesday, waxing
    expect(wednesday.avoid).toContain('haircut');
    expect(wednesday.do).toContain('wedding');
    const holyDay = thaiReading('2024-11-15', 7);
    expect(holyDay.do).toContain('prayer');
    expect(holyDay.avoid).toContain('wedding');
  });
});

describe('the calendar', () => {
  const almanac = { tradition: 'almanac', utcOffsetHours: 8 } as const;

  it('marks every day of the month and finds five good days ahead for every category of every tradition', () => {
    for (const config of [almanac, { tradition: 'thai', utcOffsetHours: 7 }, { tradition: 'weton', utcOffsetHours: 7 }] as const) {
      for (const category of CATEGORY_KEYS) {
        const days = monthCalendar(config, '2026-02', category);
        expect(days.map((d) => d.date)).toHaveLength(28);
        expect(days.some((d) => d.good), `${config.tradition} ${category}`).toBe(true);
        const next = nextGoodDays(config, '2026-11-28', category);
        expect(next).toHaveLength(5);
        expect(next.every((d) => d.reading.do.includes(category) && d.date >= '2026-11-28')).toBe(true);
      }
    }
  });

  it('a good day of the calendar is one whose almanac entry lists the category', () => {
    const day = monthCalendar(almanac, '2024-02', 'opening').find((d) => d.date === '2024-02-10')!;
    expect(day).toMatchObject({ good: true, term: '滿', weekday: 6 });
  });
});
