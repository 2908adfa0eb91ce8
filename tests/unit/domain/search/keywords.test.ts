// The keyword rules (decision 0077): bucket weights halve every half-life, a typed prefix's last
// word is what a title word completes, recent searches are per market, newest first, each once,
// and a query that found nothing offers its respelled form and its words alone.
import { describe, expect, it } from 'vitest';
import { decayWeights, hourOf, isSuggestibleWord, splitPrefix, TRENDING } from '#/domain/search/keywords.ts';
import { addSearch, parseSearchHistory, removeSearch, searchesOf, SEARCH_HISTORY_MAX } from '#/domain/search/searchHistory.ts';
import { alternativeQueries } from '#/domain/search/alternatives.ts';

describe('keywords', () => {
  it('weighs a bucket 1 this hour, half after the half-life, a quarter after two, over the window', () => {
    const w = decayWeights(TRENDING);
    expect(w).toHaveLength(TRENDING.hours);
    expect([w[0], w[TRENDING.halfLifeHours], w[2 * TRENDING.halfLifeHours]]).toEqual([1, 0.5, 0.25]);
    expect(hourOf(3_600_000 * 5 + 3_599_999)).toBe(5);
  });

  it('completes the last word of a prefix, and offers words of two characters or more that are not numbers', () => {
    expect(splitPrefix('harga em')).toEqual({ head: 'harga ', last: 'em' });
    expect(splitPrefix('颱')).toEqual({ head: '', last: '颱' });
    expect(['ทุเรียน', '伺服器', 'a', '股', '2026', '2.3', 'น้ำ'].filter(isSuggestibleWord)).toEqual(['ทุเรียน', '伺服器', 'น้ำ']);
  });
});

describe('recent searches', () => {
  it('keeps the newest first, once, ten per market, and removes one or all of a market', () => {
    let list = parseSearchHistory('not json');
    for (let i = 0; i < 12; i++) list = addSearch(list, 'th', `q${i}`);
    list = addSearch(addSearch(list, 'tw', '台股'), 'th', 'q5');
    expect(searchesOf(list, 'th')).toEqual(['q5', 'q11', 'q10', 'q9', 'q8', 'q7', 'q6', 'q4', 'q3', 'q2']);
    expect(searchesOf(list, 'th')).toHaveLength(SEARCH_HISTORY_MAX);
    expect(searchesOf(removeSearch(list, 'th', 'q11'), 'th')).not.toContain('q11');
    const cleared = removeSearch(list, 'th', null);
    expect([searchesOf(cleared, 'th'), searchesOf(cleared, 'tw')]).toEqual([[], ['台股']]);
    expect(parseSearchHistory(JSON.stringify([{ country: 'th', query: ' ' }, { country: 'th' }, { country: 'th', query: 'ok' }]))).toEqual([{ country: 'th', query: 'ok' }]);
  });
});

describe('alternatives of a query that found nothing', () => {
  it('respells misspelt words, then offers each word alone', () => {
    expect(alternativeQueries('jakrta zzzqqq', new Map([['jakrta', ['jakarta']]]))).toEqual(['jakarta zzzqqq', 'jakarta', 'zzzqqq']);
    expect(alternativeQueries('颱風', new Map())).toEqual([]);
  });
});
