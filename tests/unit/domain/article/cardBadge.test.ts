import { describe, expect, it } from 'vitest';
import { cardBadge } from '#/domain/article/cardBadge.ts';

describe('card badge', () => {
  it('shows the article badge; AD_ARTICLE is grey, the rest accent', () => {
    expect(cardBadge({ badge: { type: 'HOT', label: null }, subType: 'GENERAL' })).toEqual({ type: 'HOT', customLabel: null, grey: false });
    expect(cardBadge({ badge: { type: 'AD_ARTICLE', label: null }, subType: 'ADVERTORIAL' })?.grey).toBe(true);
  });

  it('marks an advertorial without a badge as AD_ARTICLE', () => {
    expect(cardBadge({ badge: null, subType: 'ADVERTORIAL' })?.type).toBe('AD_ARTICLE');
    expect(cardBadge({ badge: null, subType: 'GENERAL' })).toBeNull();
  });

  it('uses the CUSTOM label and drops a CUSTOM badge without one', () => {
    expect(cardBadge({ badge: { type: 'CUSTOM', label: '颱風' }, subType: 'GENERAL' })?.customLabel).toBe('颱風');
    expect(cardBadge({ badge: { type: 'CUSTOM', label: null }, subType: 'GENERAL' })).toBeNull();
  });
});
