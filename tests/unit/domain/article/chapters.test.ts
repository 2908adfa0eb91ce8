import { describe, expect, it } from 'vitest';
import { chapterAt, chapterClock, chapterDuration } from '#/domain/article/chapters.ts';
import { playlistArticleHref, playlistQueue } from '#/domain/article/playlistQueue.ts';

describe('interactive-video chapters', () => {
  it('writes starts as m:ss, h:mm:ss past an hour, and as ISO durations', () => {
    expect(chapterClock(0)).toBe('0:00');
    expect(chapterClock(1.5)).toBe('0:01');
    expect(chapterClock(75)).toBe('1:15');
    expect(chapterClock(3725)).toBe('1:02:05');
    expect(chapterDuration(1.5)).toBe('PT1.5S');
  });

  it('finds the chapter playing: the last one started, none before the first', () => {
    expect(chapterAt([0, 1.5, 3], 0)).toBe(0);
    expect(chapterAt([0, 1.5, 3], 1.49)).toBe(1);
    expect(chapterAt([0, 1.5, 3], 2.9)).toBe(1);
    expect(chapterAt([0, 1.5, 3], 4)).toBe(2);
    expect(chapterAt([2, 3], 1)).toBe(-1);
  });
});

describe('playlist queue', () => {
  const items = [{ hash: 'a' }, { hash: 'b' }, { hash: 'c' }];
  it('plays the videos after the article, and the whole list for an article not in it', () => {
    expect(playlistQueue(items, 'a')).toEqual({ position: 0, upNext: [{ hash: 'b' }, { hash: 'c' }] });
    expect(playlistQueue(items, 'c')).toEqual({ position: 2, upNext: [] });
    expect(playlistQueue(items, 'x')).toEqual({ position: -1, upNext: items });
  });

  it('keeps playlistId on the next article', () => {
    expect(playlistArticleHref('/tw/v2/article/b', 'tw-weekend videos')).toBe('/tw/v2/article/b?playlistId=tw-weekend%20videos');
  });
});
