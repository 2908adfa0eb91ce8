import { describe, expect, it } from 'vitest';
import { newsTabMainSegment } from '#/domain/portal/newsTabMain.ts';

const tabUrlPaths = ['top', 'society', 'sports'];

describe("the news tab's main portal path", () => {
  it('gets the first tab as its trailing segment when it has none', () => {
    expect(newsTabMainSegment({ pageUrlPath: undefined, tabQuery: null, tabUrlPaths })).toBe('top');
  });
  it('keeps a trailing segment it has', () => {
    expect(newsTabMainSegment({ pageUrlPath: 'sports', tabQuery: null, tabUrlPaths })).toBeNull();
  });
  it('takes the tab query in place of the segment', () => {
    expect(newsTabMainSegment({ pageUrlPath: undefined, tabQuery: 'society', tabUrlPaths })).toBe('society');
    expect(newsTabMainSegment({ pageUrlPath: 'top', tabQuery: 'sports', tabUrlPaths })).toBe('sports');
  });
  it('drops an unknown tab query, keeping the segment or the first tab', () => {
    expect(newsTabMainSegment({ pageUrlPath: 'sports', tabQuery: 'weather', tabUrlPaths })).toBe('sports');
    expect(newsTabMainSegment({ pageUrlPath: undefined, tabQuery: '', tabUrlPaths })).toBe('top');
  });
});
