import { describe, expect, it } from 'vitest';
import { localDay, popupDue, popupForTab, withPopupShown } from '#/domain/ads/popupAd.ts';
import type { AdModuleConfig } from '#/domain/ads/types.ts';

describe('pop-up ad tabs: once a day per reader', () => {
  it('shows a pop-up not yet shown today, and not again the same day', () => {
    expect(popupDue(null, 'hk:popup:food', '2026-11-28')).toBe(true);
    const stored = withPopupShown(null, 'hk:popup:food', '2026-11-28');
    expect(popupDue(stored, 'hk:popup:food', '2026-11-28')).toBe(false);
  });

  it('shows it again the next day, and each pop-up counts on its own', () => {
    const stored = withPopupShown(null, 'hk:popup:food', '2026-11-28');
    expect(popupDue(stored, 'hk:popup:food', '2026-11-29')).toBe(true);
    expect(popupDue(stored, 'hk:popup:sports', '2026-11-28')).toBe(true);
  });

  it("keeps only the day's entries, and reads unreadable storage as nothing shown", () => {
    const yesterday = withPopupShown(null, 'a', '2026-11-27');
    expect(JSON.parse(withPopupShown(yesterday, 'b', '2026-11-28'))).toEqual({ b: '2026-11-28' });
    expect(popupDue('not json', 'a', '2026-11-28')).toBe(true);
    expect(popupDue('["a"]', 'a', '2026-11-28')).toBe(true);
  });

  it("counts the reader's own calendar day", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 0, 6, 0, 0))).toBe('2026-01-06');
  });

  it("finds the tab's pop-up", () => {
    const popup = { id: 'hk:popup:food', placement: 'popup', tab: 'food' } as AdModuleConfig;
    expect(popupForTab([popup], 'food')).toBe(popup);
    expect(popupForTab([popup], 'sports')).toBeUndefined();
  });
});
