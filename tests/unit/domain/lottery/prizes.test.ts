import { describe, expect, it } from 'vitest';
import { GAMES, type PickGame, type ThaiGame } from '#/domain/lottery/games.ts';
import { DRAW_ID, drawDates, drawNumberOf, drawTimeOf, parseDrawId, printedDrawNumber, resultProblem, thaiDrawDay, type PickResult, type ThaiResult } from '#/domain/lottery/draws.ts';
import { adjacentToFirst, normaliseEntry, parseTicket, pickTier, prizesWon, thaiPrizes, ticketRule, type PickTicket } from '#/domain/lottery/prizes.ts';

const pick = (id: 'super-lotto' | 'lotto-649' | 'daily-cash-539' | 'mark-six') => GAMES[id] as PickGame;
const thai = GAMES['thai-government'] as ThaiGame;

/**
 * The operators' prize tables, written out by hand as "main hits + bonus hit → prize" (bonus: the
 * second-zone number of 威力彩, the special number of 大樂透, Mark Six's extra number).
 */
const TABLES: Record<'super-lotto' | 'lotto-649' | 'daily-cash-539' | 'mark-six', Record<string, string>> = {
  'super-lotto': { '6+1': 'first', '6+0': 'second', '5+1': 'third', '5+0': 'fourth', '4+1': 'fifth', '4+0': 'sixth', '3+1': 'seventh', '2+1': 'eighth', '3+0': 'ninth', '1+1': 'general' },
  'lotto-649': { '6+0': 'first', '5+1': 'second', '5+0': 'third', '4+1': 'fourth', '4+0': 'fifth', '3+1': 'sixth', '2+1': 'seventh', '3+0': 'general' },
  'daily-cash-539': { '5+0': 'first', '4+0': 'second', '3+0': 'third', '2+0': 'fourth' },
  'mark-six': { '6+0': 'first', '5+1': 'second', '5+0': 'third', '4+1': 'fourth', '4+0': 'fifth', '3+1': 'sixth', '3+0': 'seventh' },
};

/** A ticket hitting `main` of the drawn numbers and, if `bonus`, the bonus; every other number missed. */
function ticketFor(game: PickGame, result: PickResult, main: number, bonus: boolean): PickTicket | null {
  const misses = Array.from({ length: game.mainMax }, (_, i) => i + 1).filter((n) => !result.numbers.includes(n) && n !== result.bonus);
  const special = game.bonus?.kind === 'special';
  // A special-number hit takes one of the ticket's places: 6 hits leave no room for it.
  if (special && bonus && main === game.mainCount) return null;
  const numbers = [...result.numbers.slice(0, main), ...(special && bonus ? [result.bonus!] : [])];
  numbers.push(...misses.slice(0, game.mainCount - numbers.length));
  const zoneBonus = game.bonus?.kind === 'zone' ? (bonus ? result.bonus! : result.bonus! === 1 ? 2 : 1) : null;
  if (game.bonus === null && bonus) return null;
  return { kind: 'pick', numbers: numbers.sort((a, b) => a - b), bonus: zoneBonus };
}

describe('number-pick prize tiers', () => {
  const results: Record<keyof typeof TABLES, PickResult> = {
    'super-lotto': { kind: 'pick', numbers: [7, 31, 2, 19, 25, 38], bonus: 4 },
    'lotto-649': { kind: 'pick', numbers: [44, 3, 17, 29, 8, 36], bonus: 12 },
    'daily-cash-539': { kind: 'pick', numbers: [5, 39, 14, 22, 30], bonus: null },
    'mark-six': { kind: 'pick', numbers: [1, 49, 23, 11, 35, 40], bonus: 18 },
  };
  for (const id of Object.keys(TABLES) as (keyof typeof TABLES)[]) {
    it(`${id}: every combination of hits wins the operator's tier or nothing`, () => {
      const game = pick(id);
      const seen: Record<string, string | null> = {};
      for (let main = 0; main <= game.mainCount; main++) {
        for (const bonus of [false, true]) {
          const ticket = ticketFor(game, results[id], main, bonus);
          if (!ticket) continue;
          seen[`${main}+${bonus ? 1 : 0}`] = pickTier(game, results[id], ticket)?.id ?? null;
        }
      }
      for (const [combo, tier] of Object.entries(seen)) expect(tier, combo).toBe(TABLES[id][combo] ?? null);
      // Every tier of the table is reachable.
      expect(new Set(Object.values(seen).filter(Boolean))).toEqual(new Set(game.tiers.map((t) => t.id)));
    });
  }

  it('the special number of 大樂透 counts only when it is on the ticket, not as a main hit', () => {
    const game = pick('lotto-649');
    const result = results['lotto-649'];
    const fiveAndSpecial: PickTicket = { kind: 'pick', numbers: [3, 8, 12, 17, 29, 44], bonus: null };
    expect(prizesWon(game, result, fiveAndSpecial)).toEqual([{ prize: 'second', amount: null }]);
    expect(prizesWon(game, result, { kind: 'pick', numbers: [1, 2, 12, 20, 21, 22], bonus: null })).toEqual([]);
  });

  it('the second-zone number of 威力彩 matches only the second zone', () => {
    const game = pick('super-lotto');
    const result = results['super-lotto'];
    // 4 is the second-zone number; a first-zone 4 is no hit.
    expect(prizesWon(game, result, { kind: 'pick', numbers: [1, 2, 3, 4, 5, 6], bonus: 8 })).toEqual([]);
    expect(prizesWon(game, result, { kind: 'pick', numbers: [1, 2, 3, 5, 6, 9], bonus: 4 })).toEqual([{ prize: 'general', amount: 100 }]);
  });
});

describe('tickets', () => {
  it('parses numbers joined by "-" in any order, sorting them', () => {
    expect(parseTicket(pick('super-lotto'), '38-2-19-7-25-31-4')).toEqual({ ticket: { kind: 'pick', numbers: [2, 7, 19, 25, 31, 38], bonus: 4 } });
    expect(parseTicket(pick('daily-cash-539'), '05-39-14-22-30')).toEqual({ ticket: { kind: 'pick', numbers: [5, 14, 22, 30, 39], bonus: null } });
    expect(parseTicket(thai, '012345')).toEqual({ ticket: { kind: 'thai', digits: '012345' } });
  });

  it('names the rule a ticket breaks', () => {
    const superLotto = 'must be 6 distinct numbers from 1 to 38 and a second-zone number from 1 to 8, joined by "-"';
    expect(ticketRule(pick('super-lotto'))).toBe(superLotto);
    for (const bad of ['1-2-3-4-5-6', '1-2-3-4-5-39-1', '1-1-3-4-5-6-2', '1-2-3-4-5-6-9', '1-2-3-4-5-6-0', '0-2-3-4-5-6-1', '1-2-3-4-5-6-7-8', 'a-b', '', '1--2']) {
      expect(parseTicket(pick('super-lotto'), bad), bad).toEqual({ error: superLotto });
    }
    expect(parseTicket(pick('lotto-649'), '1-2-3-4-5-50')).toEqual({ error: 'must be 6 distinct numbers from 1 to 49, joined by "-"' });
    expect(parseTicket(pick('daily-cash-539'), '1-2-3-4-40')).toEqual({ error: 'must be 5 distinct numbers from 1 to 39, joined by "-"' });
    for (const bad of ['12345', '1234567', '12345a', '12-345']) expect(parseTicket(thai, bad), bad).toEqual({ error: 'must be 6 digits' });
  });

  it('turns what a reader typed into a path segment', () => {
    expect(normaliseEntry(pick('super-lotto'), ' 03, 12 18 25，33 37 + 05 ')).toBe('3-12-18-25-33-37-5');
    expect(normaliseEntry(thai, '12 34-56')).toBe('123456');
  });
});

describe('Thai government lottery', () => {
  const result: ThaiResult = {
    kind: 'thai',
    prizes: {
      first: ['824703'],
      second: ['100001', '200002', '300003', '400004', '500005'],
      third: Array.from({ length: 10 }, (_, i) => `61000${i}`),
      fourth: Array.from({ length: 50 }, (_, i) => `7200${String(i).padStart(2, '0')}`),
      fifth: Array.from({ length: 100 }, (_, i) => `83${String(i).padStart(4, '0')}`),
      front3: ['111', '482'],
      back3: ['703', '999'],
      last2: ['03'],
    },
  };
  const won = (digits: string) => thaiPrizes(result, { kind: 'thai', digits });

  it('matches a ticket against every prize list, and a ticket can win several prizes', () => {
    expect(won('824703')).toEqual(['first', 'back3', 'last2']);
    expect(won('824702')).toEqual(['adjacentFirst']);
    expect(won('824704')).toEqual(['adjacentFirst']);
    expect(won('300003')).toEqual(['second', 'last2']);
    expect(won('610007')).toEqual(['third']);
    expect(won('720049')).toEqual(['fourth']);
    expect(won('830099')).toEqual(['fifth']);
    expect(won('482555')).toEqual(['front3']);
    expect(won('111999')).toEqual(['front3', 'back3']);
    expect(won('000003')).toEqual(['last2']);
    expect(won('555555')).toEqual([]);
    expect(prizesWon(thai, result, { kind: 'thai', digits: '824703' })).toEqual([
      { prize: 'first', amount: 6_000_000 }, { prize: 'back3', amount: 4_000 }, { prize: 'last2', amount: 2_000 },
    ]);
  });

  it('wraps the numbers adjacent to the first prize at 000000 and 999999', () => {
    expect(adjacentToFirst('000000')).toEqual(['999999', '000001']);
    expect(adjacentToFirst('999999')).toEqual(['999998', '000000']);
  });

  it('accepts a full result and names what is wrong with a broken one', () => {
    expect(resultProblem(thai, result)).toBeNull();
    expect(resultProblem(thai, { ...result, prizes: { ...result.prizes, second: result.prizes.second.slice(1) } })).toBe('second must hold 5 numbers');
    expect(resultProblem(thai, { ...result, prizes: { ...result.prizes, last2: ['3'] } })).toBe('last2 numbers must be 2 digits');
    expect(resultProblem(thai, { ...result, prizes: { ...result.prizes, first: ['100001'] } })).toBe('a six-digit number is drawn for one prize only');
  });
});

describe('draws', () => {
  it('numbers draws as the operators do', () => {
    expect(drawNumberOf('super-lotto', '2026-11-26', 95)).toBe('115000095');
    expect(drawNumberOf('mark-six', '2026-11-26', 125)).toBe('26125');
    expect(printedDrawNumber('mark-six', '26125')).toBe('26/125');
    expect(drawNumberOf('thai-government', '2026-11-16', 1)).toBe('25691116');
    expect(parseDrawId('lotto-649-115000101')).toEqual({ game: 'lotto-649', drawNumber: '115000101' });
    expect(parseDrawId('powerball-115000101')).toBeNull();
    expect(DRAW_ID.test('lotto-649')).toBe(false);
  });

  it('draws on the games’ weekdays at their local time', () => {
    // 2026-11-23 is a Monday.
    expect(drawDates(GAMES['super-lotto'], '2026-11-23', '2026-11-29')).toEqual(['2026-11-23', '2026-11-26']);
    expect(drawDates(GAMES['lotto-649'], '2026-11-23', '2026-11-29')).toEqual(['2026-11-24', '2026-11-27']);
    expect(drawDates(GAMES['daily-cash-539'], '2026-11-23', '2026-11-29')).toHaveLength(6);
    expect(drawDates(GAMES['mark-six'], '2026-11-23', '2026-11-29')).toEqual(['2026-11-24', '2026-11-26', '2026-11-28']);
    expect(new Date(drawTimeOf('super-lotto', '2026-11-26')).toISOString()).toBe('2026-11-26T12:30:00.000Z');
    expect(new Date(drawTimeOf('thai-government', '2026-11-16')).toISOString()).toBe('2026-11-16T07:30:00.000Z');
  });

  it('draws the Thai lottery on the 1st and 16th, moved around New Year, Teachers’ Day and Labour Day', () => {
    expect(thaiDrawDay('2027-01-01')).toBe('2026-12-30');
    expect(thaiDrawDay('2027-01-16')).toBe('2027-01-17');
    expect(thaiDrawDay('2027-05-01')).toBe('2027-05-02');
    expect(drawDates(thai, '2026-11-01', '2027-02-01')).toEqual(['2026-11-01', '2026-11-16', '2026-12-01', '2026-12-16', '2026-12-30', '2027-01-17', '2027-02-01']);
    expect(drawDates(thai, '2026-01-01', '2026-12-31')).toHaveLength(24);
  });

  it('checks a pick result against its game', () => {
    expect(resultProblem(pick('super-lotto'), { kind: 'pick', numbers: [1, 2, 3, 4, 5, 6], bonus: 8 })).toBeNull();
    expect(resultProblem(pick('super-lotto'), { kind: 'pick', numbers: [1, 2, 3, 4, 5, 6], bonus: 9 })).toBe('bonus must be a number from 1 to 8');
    expect(resultProblem(pick('lotto-649'), { kind: 'pick', numbers: [1, 2, 3, 4, 5, 6], bonus: 6 })).toBe('bonus must be a number from 1 to 49 not among the numbers');
    expect(resultProblem(pick('daily-cash-539'), { kind: 'pick', numbers: [1, 2, 3, 4, 4], bonus: null })).toBe('numbers must be 5 distinct numbers from 1 to 39');
    expect(resultProblem(pick('daily-cash-539'), { kind: 'pick', numbers: [1, 2, 3, 4, 5], bonus: 6 })).toBe('daily-cash-539 has no bonus number');
  });
});
