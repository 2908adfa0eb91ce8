import { describe, expect, it } from 'vitest';
import * as constants from '#/domain/ads/constants.ts';
import * as lifecycle from '#/domain/ads/lifecycle.ts';

describe('ad constants (shell-spec §9)', () => {
  it('are the spec values', () => {
    expect({ ...constants }).toEqual({
      CONDITION_TIMEOUT_MS: 3000,
      THIRD_PARTY_INIT_MS: 3000,
      LAD_RENDER_MS: 5000,
      HANDSHAKE_MS: 3000,
      IMPRESSION_VISIBLE_RATIO: 0.5,
      IMPRESSION_VISIBLE_MS: 1000,
      LINE_ITEM_HISTORY_MAX: 100,
      ENTITY_ID_RETRIES: 10,
    });
  });

  it('are re-exported by the lifecycle module', () => {
    expect(lifecycle.LAD_RENDER_MS).toBe(5000);
    expect(lifecycle.CONDITION_TIMEOUT_MS).toBe(3000);
  });
});
