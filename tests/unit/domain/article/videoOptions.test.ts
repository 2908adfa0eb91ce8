import { describe, expect, it } from 'vitest';
import { PLAYBACK_RATES, hlsErrorMessage, levelIndexFor, qualityOptionsFor, rateLabel } from '#/domain/article/videoOptions.ts';

describe('video options', () => {
  it('offer abr plus only the qualities the stream has, in the spec order', () => {
    expect(qualityOptionsFor([720, 270, 360])).toEqual(['abr', '270p', '360p', '720p']);
    expect(qualityOptionsFor([480, 1080])).toEqual(['abr', '480p']);
    expect(qualityOptionsFor([])).toEqual(['abr']);
  });

  it('map a quality to its hls.js level, abr to automatic', () => {
    expect(levelIndexFor('abr', [270, 360, 720])).toBe(-1);
    expect(levelIndexFor('720p', [270, 360, 720])).toBe(2);
    expect(levelIndexFor('480p', [270, 360, 720])).toBe(-1);
  });

  it('offer rates x0.25 to x2', () => {
    expect(PLAYBACK_RATES.map(rateLabel)).toEqual(['x0.25', 'x0.5', 'x0.75', 'x1', 'x1.25', 'x1.5', 'x1.75', 'x2']);
  });

  it("wrap errors with 'HLS Error:' and the data", () => {
    expect(hlsErrorMessage({ type: 'networkError', details: 'manifestLoadError', fatal: true })).toBe(
      'HLS Error: {"type":"networkError","details":"manifestLoadError","fatal":true}',
    );
  });
});
