// Where an article's ad modules go in its stored HTML body: after the body's own nth paragraph.
import { describe, expect, it } from 'vitest';
import { withBodyAds } from '#/components/ads/bodyAds.ts';
import type { AdModuleConfig } from '#/domain/ads/types.ts';

const ad = (id: string, position: number) => ({ id, position, placement: 'article' }) as AdModuleConfig;
const shape = (parts: ReturnType<typeof withBodyAds>) => parts.map((p) => (p.kind === 'ad' ? `[${p.config.id}]` : p.kind === 'html' ? p.html : `{${p.kind}}`));

describe('withBodyAds', () => {
  it('puts modules after the nth paragraph of the body, across segments, never inside a quote, list or figure', () => {
    const segments = [
      { kind: 'html' as const, html: '<p>one<br>line</p><blockquote><p>quoted</p></blockquote><ul><li><p>item</p></li></ul><p>two</p>' },
      { kind: 'video' as const, hash: 'v', thumbHash: null, width: null, height: null, duration: null },
      { kind: 'html' as const, html: '<figure><img src="x"><figcaption>c</figcaption></figure><p>three</p><p>four</p>' },
    ];
    expect(shape(withBodyAds(segments, [ad('b', 3), ad('a', 1), ad('late', 9)]))).toEqual([
      '<p>one<br>line</p>',
      '[a]',
      '<blockquote><p>quoted</p></blockquote><ul><li><p>item</p></li></ul><p>two</p>',
      '{video}',
      '<figure><img src="x"><figcaption>c</figcaption></figure><p>three</p>',
      '[b]',
      '<p>four</p>',
    ]);
  });

  it('leaves the body as it is without modules, and places two modules of one position in order', () => {
    const segments = [{ kind: 'html' as const, html: '<p>a</p><p>b</p>' }];
    expect(withBodyAds(segments, [])).toEqual(segments);
    expect(shape(withBodyAds(segments, [ad('x', 2), ad('y', 2)]))).toEqual(['<p>a</p><p>b</p>', '[x]', '[y]']);
  });
});
