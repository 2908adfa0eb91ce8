import { describe, expect, it } from 'vitest';
import { addViewedLineItem, conditionsMet, readLineItemHistory } from '#/domain/ads/lineItemHistory.ts';

describe('viewed line-item history', () => {
  it('keeps the newest first and each id once', () => {
    let list: string[] = [];
    for (const id of ['a', 'b', 'c', 'a']) list = addViewedLineItem(list, id);
    expect(list).toEqual(['a', 'c', 'b']);
  });

  it('keeps at most 100 ids, dropping the oldest', () => {
    let list: string[] = [];
    for (let i = 0; i < 105; i++) list = addViewedLineItem(list, `li-${i}`);
    expect(list).toHaveLength(100);
    expect(list[0]).toBe('li-104');
    expect(list[99]).toBe('li-5');
  });

  it('does not change the list it was given and ignores ids that are not ids', () => {
    const list = ['a'];
    expect(addViewedLineItem(list, 'b')).toEqual(['b', 'a']);
    expect(list).toEqual(['a']);
    expect(addViewedLineItem(list, '')).toEqual(['a']);
    expect(addViewedLineItem(list, '<script>')).toEqual(['a']);
  });

  it('reads what local storage held, dropping what is not an id', () => {
    expect(readLineItemHistory(null)).toEqual([]);
    expect(readLineItemHistory('not json')).toEqual([]);
    expect(readLineItemHistory('{"a":1}')).toEqual([]);
    expect(readLineItemHistory('["a", 3, "b", "a", "x y"]')).toEqual(['a', 'b']);
    expect(readLineItemHistory(JSON.stringify(Array.from({ length: 150 }, (_, i) => `i${i}`)))).toHaveLength(100);
  });

  it('meets conditions when one condition has a viewed line item', () => {
    expect(conditionsMet([], [])).toBe(true);
    expect(conditionsMet([{ lineItemIds: ['x'] }], [])).toBe(false);
    expect(conditionsMet([{ lineItemIds: ['x'] }, { lineItemIds: ['y', 'z'] }], ['a', 'z'])).toBe(true);
    expect(conditionsMet([{ lineItemIds: [] }], ['a'])).toBe(false);
  });
});
