import { describe, expect, it } from 'vitest';
import { articleVideos, videoAt } from '#/domain/article/embedVideos.ts';
import { prepareArticleHtml } from '#/domain/article/preparedHtml.ts';

const body = prepareArticleHtml('<p>a</p><video data-hashid="bodyA" data-thumb-hashid="thumbA" data-width="640" data-height="360"></video><p>b</p><video data-hashid="bodyB"></video><video data-hashid="bad hash!"></video>');
const base = { id: 7, content: body, thumbnail: { type: 'VIDEO' as const, hash: 'poster' }, ageLimit: 0 };
const hls = { type: 'HLS' as const, hash: 'main', duration: 30, width: 1280, height: 720, renditions: ['270p' as const] };

describe('articleVideos', () => {
  it('lists the article’s own stream first, then the body videos in order', () => {
    expect(articleVideos({ ...base, media: hls })).toEqual([
      { mediaHash: 'main', posterHash: 'poster', width: 1280, height: 720, videoId: '7' },
      { mediaHash: 'bodyA', posterHash: 'thumbA', width: 640, height: 360, videoId: null },
      { mediaHash: 'bodyB', posterHash: null, width: null, height: null, videoId: null },
    ]);
  });

  it('has only body videos without a stream, and no posters on age-limited articles', () => {
    const videos = articleVideos({ ...base, media: null, ageLimit: 18 });
    expect(videos.map((v) => [v.mediaHash, v.posterHash])).toEqual([['bodyA', null], ['bodyB', null]]);
    expect(articleVideos({ ...base, content: prepareArticleHtml('<p>none</p>'), media: null })).toEqual([]);
  });
});

describe('videoAt', () => {
  const videos = articleVideos({ ...base, media: hls });
  it('takes a 0-based decimal index and refuses anything else', () => {
    expect(videoAt(videos, '0')?.mediaHash).toBe('main');
    expect(videoAt(videos, '2')?.mediaHash).toBe('bodyB');
    for (const bad of ['3', '-1', '1.0', 'x', '', '0x1', '1e0']) expect(videoAt(videos, bad)).toBeNull();
  });
});
