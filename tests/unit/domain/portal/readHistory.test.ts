import { describe, expect, it } from 'vitest';
import { READ_HISTORY_MAX, addRead, articleUrlPath, parseReadHistory } from '#/domain/portal/readHistory.ts';

describe('read history (content-spec §9 local storage)', () => {
  it('puts the article just read first, once, and keeps the newest 100', () => {
    let list = addRead([], 'a', 1);
    list = addRead(list, 'b', 2);
    list = addRead(list, 'a', 3);
    expect(list).toEqual([{ urlPath: 'a', readAt: 3 }, { urlPath: 'b', readAt: 2 }]);
    for (let i = 0; i < 150; i++) list = addRead(list, `p${i}`, 10 + i);
    expect(list).toHaveLength(READ_HISTORY_MAX);
    expect(READ_HISTORY_MAX).toBe(100);
    expect(list[0]).toEqual({ urlPath: 'p149', readAt: 159 });
    expect(list.at(-1)).toEqual({ urlPath: 'p50', readAt: 60 });
  });

  it('reads what was stored, and nothing from what cannot be read', () => {
    expect(parseReadHistory(JSON.stringify([{ urlPath: 'a', readAt: 1 }, { urlPath: 3 }, null, { urlPath: '', readAt: 2 }]))).toEqual([{ urlPath: 'a', readAt: 1 }]);
    expect(parseReadHistory(null)).toEqual([]);
    expect(parseReadHistory('{')).toEqual([]);
    expect(parseReadHistory('{"urlPath":"a"}')).toEqual([]);
  });

  it('knows an article address', () => {
    expect(articleUrlPath('/tw/v2/article/Xy12ab')).toBe('Xy12ab');
    expect(articleUrlPath('/hk/v2/article/Xy12ab/')).toBe('Xy12ab');
    expect(articleUrlPath('/ectw/v3/article/Xy12ab')).toBe('Xy12ab');
    expect(articleUrlPath('/tw/v2/tab/sports')).toBeNull();
    expect(articleUrlPath('/tw/v2/article/a/b')).toBeNull();
  });
});
