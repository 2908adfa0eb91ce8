import { describe, expect, it } from 'vitest';
import { pageChanged, pageKey, pageTrackingPayload } from '#/domain/insights/pageView.ts';

describe('page-view payload (shell-spec §3)', () => {
  it('keeps autoplay on video-type pages only and leaves out empty fields', () => {
    expect(pageTrackingPayload({ pageType: 'videohub', title: 'Videos', autoplay: true, categoryName: '' })).toEqual({ pageType: 'videohub', title: 'Videos', autoplay: true });
    expect(pageTrackingPayload({ pageType: 'article', title: 'A story', autoplay: true, entityId: 'abc', publisher: 'Daily' })).toEqual({
      pageType: 'article', title: 'A story', entityId: 'abc', publisher: 'Daily',
    });
  });
});

describe('a page view is re-sent only when path or query really changes (shell-spec §4)', () => {
  const at = (u: string) => new URL(u, 'https://portal.test');
  it('ignores the hash and the order of the query', () => {
    expect(pageKey(at('/tw/v2/article/x?b=2&a=1#top'))).toBe('/tw/v2/article/x?a=1&b=2');
    expect(pageChanged(pageKey(at('/tw/v2/tab/news?a=1&b=2')), at('/tw/v2/tab/news?b=2&a=1#more'))).toBe(false);
  });
  it('sees a new path or a changed query', () => {
    const key = pageKey(at('/tw/v2/tab/news?a=1'));
    expect(pageChanged(key, at('/tw/v2/tab/sports?a=1'))).toBe(true);
    expect(pageChanged(key, at('/tw/v2/tab/news?a=2'))).toBe(true);
    expect(pageChanged(null, at('/tw/v2/tab/news?a=1'))).toBe(true);
  });
  it('caps the page at 512 characters', () => {
    expect(pageKey(at(`/tw/${'x'.repeat(600)}`))).toHaveLength(512);
  });
});
