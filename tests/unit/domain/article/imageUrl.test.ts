import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, imageSrcSet, imageUrl, isImageSize, videoUrl } from '#/domain/article/imageUrl.ts';

describe('image references', () => {
  it('build host + hash + size', () => {
    expect(imageUrl('/media', 'iAbc123', 'w644')).toBe('/media/iAbc123/w644');
    expect(imageUrl('https://img.example/media/', 'iAbc123', 'f300x600')).toBe('https://img.example/media/iAbc123/f300x600');
  });

  it('know exactly the sizes of shell-spec §3', () => {
    expect([...IMAGE_SIZES]).toEqual(['w1200', 'w644', 'w580', 'w280', 'f396', 'f300x600']);
    expect(isImageSize('w644')).toBe(true);
    expect(isImageSize('w645')).toBe(false);
  });

  it('offer srcset widths 375w, 768w and 1200w', () => {
    expect(imageSrcSet('/media', 'iX12345')).toBe('/media/iX12345/w280 375w, /media/iX12345/w644 768w, /media/iX12345/w1200 1200w');
    expect(videoUrl('/media', 'vX12345')).toBe('/media/video/vX12345/master.m3u8');
  });
});
