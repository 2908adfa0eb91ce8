import { describe, expect, it } from 'vitest';
import { applyQueryRules } from '#/middleware/rules/queryRules.ts';

const run = (search: string, newsTab = false) => applyQueryRules({ country: 'tw', pathname: '/tw/v2/tab', search, newsTab });

describe('query rules', () => {
  it('removes group, imageSlideIndex and composeTimestamp, keeping the rest', () => {
    const out = run('?group=T1&imageSlideIndex=3&composeTimestamp=99&tag=a');
    expect(out.redirect).toBe('/tw/v2/tab?tag=a');
    expect(out.cookies).toEqual([{ name: 'group', value: 'T1', maxAge: 14 * 86400 }]);
  });

  it('sends a movie-order page parameter to the my-page movie order', () => {
    expect(run('?page=/mypage/movie/ORD123').redirect).toBe('/tw/v2/mypage/movie/ORD123');
    expect(run('?page=%2Fmovie%2Forder%2FA9').redirect).toBe('/tw/v2/mypage/movie/A9');
    const other = run('?page=/something/else');
    expect(other.redirect).toBeNull();
    expect(other.log).toEqual(['Unknown page']);
  });

  it('keeps view and reports it as the current view', () => {
    const out = run('?view=lite');
    expect(out.redirect).toBeNull();
    expect(out.view).toBe('lite');
  });

  it('stores valid poll answers, clears on empty, ignores invalid, and always removes the parameter', () => {
    const valid = run(`?pollAnswers=${encodeURIComponent('{"pollId":7,"answers":["a","b"]}')}`);
    expect(valid.redirect).toBe('/tw/v2/tab');
    expect(valid.cookies).toEqual([{ name: 'pollAnswers', value: '{"pollId":7,"answers":["a","b"]}', maxAge: 86400 }]);
    expect(run('?pollAnswers=').cookies).toEqual([{ name: 'pollAnswers', value: '', maxAge: 0 }]);
    for (const bad of ['{', '{"pollId":"7","answers":["a"]}', '{"pollId":7,"answers":[]}', '{"pollId":7,"answers":[1]}']) {
      const out = run(`?pollAnswers=${encodeURIComponent(bad)}`);
      expect(out.cookies, bad).toEqual([]);
      expect(out.redirect).toBe('/tw/v2/tab');
    }
  });

  it('adds utm_source=nt in the news tab when absent', () => {
    expect(run('', true).redirect).toBe('/tw/v2/tab?utm_source=nt');
    expect(run('?utm_source=push', true).redirect).toBeNull();
    expect(run('', false).redirect).toBeNull();
  });

  it('stores a supported locale for 365 days and drops the parameter', () => {
    expect(run('?locale=en').cookies).toEqual([{ name: 'locale', value: 'en', maxAge: 365 * 86400 }]);
    expect(run('?locale=xx').cookies).toEqual([]);
    expect(run('?locale=xx').redirect).toBe('/tw/v2/tab');
  });
});
