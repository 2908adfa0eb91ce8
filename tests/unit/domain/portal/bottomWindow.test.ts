import { describe, expect, it } from 'vitest';
import { addBottomEntry, bottomVisibleAfterScroll, orderedBottomEntries, removeBottomEntries, type BottomEntry } from '#/domain/portal/bottomWindow.ts';

const entry = (key: string, module: BottomEntry['module'], addedAt: number, persistent = false): BottomEntry => ({ key, module, message: key, addedAt, persistent });

describe('bottom window', () => {
  it('orders entries by slot (floating bar, extended service, snack bar), newest first', () => {
    let entries: BottomEntry[] = [];
    for (const e of [entry('snack', 'snackBar', 1), entry('service', 'extendedService', 2), entry('float-old', 'floatingBar', 3), entry('float-new', 'floatingBar', 4)]) {
      entries = addBottomEntry(entries, e);
    }
    expect(orderedBottomEntries(entries).map((e) => e.key)).toEqual(['float-new', 'float-old', 'service', 'snack']);
  });

  it('replaces an entry with the same key; removeAll keeps persistent entries', () => {
    const entries = addBottomEntry(addBottomEntry([entry('a', 'snackBar', 1)], entry('a', 'snackBar', 2)), entry('p', 'floatingBar', 3, true));
    expect(entries.map((e) => [e.key, e.addedAt])).toEqual([['a', 2], ['p', 3]]);
    expect(removeBottomEntries(entries).map((e) => e.key)).toEqual(['p']);
    expect(removeBottomEntries(entries, { key: 'p' }).map((e) => e.key)).toEqual(['a']);
  });

  it('hides after scrolling down past 100 px and returns on scroll up, at the top or when forced', () => {
    expect(bottomVisibleAfterScroll(true, 0, 80)).toBe(true);
    expect(bottomVisibleAfterScroll(true, 80, 140)).toBe(false);
    expect(bottomVisibleAfterScroll(false, 300, 250)).toBe(true);
    expect(bottomVisibleAfterScroll(false, 20, 0)).toBe(true);
    expect(bottomVisibleAfterScroll(false, 200, 400, true)).toBe(true);
  });
});
