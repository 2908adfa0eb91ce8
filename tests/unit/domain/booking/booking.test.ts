// The booking's pure rules: seat maps from hall layouts, which seat choices a request may claim,
// the hold countdown, the local payment provider's test-card rule, and geolocation (nearest city,
// the spec's error texts, 'invalid coords', the country-default fallback's first city).
import { describe, expect, it } from 'vitest';
import { HOLD_MS, SEAT_LIMIT, checkSeatChoice, compareSeats, formatCountdown, seatMapOf, secondsLeft } from '#/domain/booking/seatMap.ts';
import { APPROVED_TEST_CARD, DECLINED_TEST_CARD, localPaymentProvider, luhnValid } from '#/domain/booking/payment.ts';
import { GEO_ERRORS, checkCoords, distanceKm, geoErrorText, nearest } from '#/domain/geo/geo.ts';
import { planCinemas, zonedTime, loadSeedCinemas } from '../../../../scripts/seedCinemas.ts';
import { ROOT } from '../../../../scripts/localPlatform.ts';

describe('seat maps', () => {
  it('letters rows from the screen (no I or O) and numbers seats along the row, skipping gaps', () => {
    const map = seatMapOf(['ss_ss', 's_s']);
    expect(map.seatIds).toEqual(['A1', 'A2', 'A3', 'A4', 'B1', 'B2']);
    expect(map.rows[0]!.cells.map((c) => c.seatId)).toEqual(['A1', 'A2', null, 'A3', 'A4']);
    expect(seatMapOf(Array(10).fill('s')).seatIds.slice(7)).toEqual(['H1', 'J1', 'K1']);
  });

  it('accepts known seats up to the limit, sorted and deduplicated; names unknown ones; refuses none or too many', () => {
    const map = seatMapOf(['ssssssssssss', 'ssssssssssss']);
    expect(checkSeatChoice(map, ['A10', 'A9', 'A9'])).toEqual({ ok: true, seats: ['A9', 'A10'] });
    expect(checkSeatChoice(map, ['A1', 'C1', 'A13'])).toEqual({ ok: false, message: "seats not on this hall's map: C1, A13" });
    expect(checkSeatChoice(map, [])).toEqual({ ok: false, message: 'seats: choose at least one seat' });
    const seven = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7'];
    expect(SEAT_LIMIT).toBe(6);
    expect(checkSeatChoice(map, seven)).toEqual({ ok: false, message: 'seats: at most 6 seats per booking (asked 7)' });
    expect(checkSeatChoice(map, seven.slice(0, 6)).ok).toBe(true);
    expect(['B1', 'A10', 'A2'].sort(compareSeats)).toEqual(['A2', 'A10', 'B1']);
  });

  it('counts a 10-minute hold down in whole seconds, never below zero', () => {
    expect(HOLD_MS).toBe(600_000);
    expect(secondsLeft(10_000 + HOLD_MS, 10_000)).toBe(600);
    expect(formatCountdown(secondsLeft(HOLD_MS, 1))).toBe('10:00');
    expect(formatCountdown(secondsLeft(HOLD_MS, HOLD_MS - 5_500))).toBe('0:06');
    expect(secondsLeft(HOLD_MS, HOLD_MS + 1)).toBe(0);
  });
});

describe('the local payment provider', () => {
  it('declines the 0002 test card, approves other valid cards', async () => {
    expect(luhnValid(APPROVED_TEST_CARD) && luhnValid(DECLINED_TEST_CARD)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(await localPaymentProvider.charge({ reference: 'TW-X', amount: 1, currency: 'TWD', cardNumber: DECLINED_TEST_CARD })).toEqual({ approved: false, reason: 'card declined' });
    expect(await localPaymentProvider.charge({ reference: 'TW-X', amount: 1, currency: 'TWD', cardNumber: APPROVED_TEST_CARD })).toEqual({ approved: true, paymentRef: 'local-TW-X' });
  });
});

describe('geolocation', () => {
  const cities = [
    { cityId: 'taipei', lat: 25.033, lon: 121.5654 },
    { cityId: 'taichung', lat: 24.1477, lon: 120.6736 },
    { cityId: 'kaohsiung', lat: 22.6273, lon: 120.3014 },
  ];
  it('picks the nearest city, and the country default (the first) without a position', () => {
    expect(nearest(cities, { lat: 22.99, lon: 120.2 })?.cityId).toBe('kaohsiung');
    expect(nearest(cities, { lat: 24.0, lon: 120.5 })?.cityId).toBe('taichung');
    expect(nearest(cities, null)?.cityId).toBe('taipei');
    expect(Math.round(distanceKm(cities[0]!, cities[2]!))).toBe(297);
  });

  it("answers the spec's error texts, and 'invalid coords' for a location without coordinates", () => {
    expect([1, 2, 3].map(geoErrorText)).toEqual(['Geolocation is not granted', 'Geolocation is not supported', 'Geolocation fetching is timeout']);
    expect(GEO_ERRORS.appVersion).toBe('Current app version in not supported');
    expect(checkCoords({})).toEqual({ ok: false, error: 'invalid coords' });
    expect(checkCoords({ lat: 91, lon: 0 })).toEqual({ ok: false, error: 'invalid coords' });
    expect(checkCoords({ lat: 25, lon: 121 })).toEqual({ ok: true, position: { lat: 25, lon: 121 } });
  });
});

describe('the demo showtimes', () => {
  it("plan a week from the seeding day in the market's time zone, two screenings per movie and city a day", () => {
    // 2026-11-27 17:00 UTC is already 2026-11-28 01:00 in Taipei.
    const now = Date.parse('2026-11-27T17:00:00Z');
    const plan = planCinemas('tw', loadSeedCinemas(ROOT, 'tw'), ['a-movie', 'b-movie'], now);
    expect(plan.cities.map((c) => c.cityId)).toEqual(['taipei', 'taichung', 'kaohsiung']);
    expect([...new Set(plan.showtimes.map((s) => s.localDate))]).toEqual(['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
    expect(plan.showtimes.length).toBe(7 * 2 * 3 * 2);
    expect(new Set(plan.showtimes.map((s) => s.id)).size).toBe(plan.showtimes.length);
    expect(zonedTime('2026-11-28', '19:00', 'Asia/Taipei')).toBe(Date.parse('2026-11-28T11:00:00Z'));
    expect(zonedTime('2026-11-28', '19:00', 'Asia/Jakarta')).toBe(Date.parse('2026-11-28T12:00:00Z'));
  });
});
