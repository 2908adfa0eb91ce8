import { describe, expect, it } from 'vitest';
import { hasLoadMore, nextWindow } from '#/domain/portal/loadMore.ts';

describe('load-more', () => {
  it('applies to latest and curated listings of 200 or more items only', () => {
    expect(hasLoadMore({ source: 'LATEST', total: 200 })).toBe(true);
    expect(hasLoadMore({ source: 'CURATED', total: 240 })).toBe(true);
    expect(hasLoadMore({ source: 'CURATED', total: 199 })).toBe(false);
    expect(hasLoadMore({ source: 'TAG', total: 500 })).toBe(false);
  });

  it('asks for the next 20 after what is loaded, less at the end, nothing when complete', () => {
    expect(nextWindow(20, 240)).toEqual({ offset: 20, length: 20 });
    expect(nextWindow(230, 240)).toEqual({ offset: 230, length: 10 });
    expect(nextWindow(240, 240)).toBeNull();
  });
});

describe('the listing partial window', () => {
  it('takes offset ≥ 0 and length 1…20 from the query, else says what is wrong', async () => {
    const { parseListingWindow } = await import('#/domain/portal/loadMore.ts');
    expect(parseListingWindow(new URLSearchParams('offset=20&length=20'))).toEqual({ offset: 20, length: 20 });
    expect(parseListingWindow(new URLSearchParams(''))).toEqual({ offset: 0, length: 20 });
    expect(parseListingWindow(new URLSearchParams('offset=-1'))).toHaveProperty('message');
    expect(parseListingWindow(new URLSearchParams('offset=1.5'))).toHaveProperty('message');
    expect(parseListingWindow(new URLSearchParams('length=21'))).toHaveProperty('message');
    expect(parseListingWindow(new URLSearchParams('length=0'))).toHaveProperty('message');
  });
});
