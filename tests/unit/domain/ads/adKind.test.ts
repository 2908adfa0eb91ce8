import { describe, expect, it } from 'vitest';
import { adKindForPage, type AdKind } from '#/domain/ads/adKind.ts';

describe('adKindForPage', () => {
  it.each<[string, string | undefined, AdKind]>([
    ['topic', undefined, 'topic'],
    ['general', 'portalTab', 'general'],
    ['article', 'article', 'article'],
    ['article', undefined, 'article'],
    ['article', 'commercialArticle', 'default'],
    ['fortuneDraw', undefined, 'fortuneDraw'],
    ['general', 'fortuneDraw', 'general'],
    ['fortune', 'fortuneDraw', 'fortuneDraw'],
    ['profile', 'profile', 'default'],
    ['', undefined, 'default'],
  ])('%s on route %s → %s', (pageType, routeName, kind) => {
    expect(adKindForPage(pageType, routeName)).toBe(kind);
  });
});
