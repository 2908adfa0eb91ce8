import { describe, expect, it } from 'vitest';
import { sraLabelsEnabled } from '#/domain/ads/sraLabels.ts';

describe('sraLabelsEnabled', () => {
  it.each<[string | undefined, boolean]>([
    ['rc', true],
    ['release', true],
    [undefined, true],
    ['', true],
    ['local', false],
    ['beta', false],
    ['RC', false],
  ])('%s → %s', (channel, enabled) => {
    expect(sraLabelsEnabled(channel)).toBe(enabled);
  });
});
