import { describe, expect, it } from 'vitest';
import { ampRuleViolations } from '../../../helpers/ampRules.ts';
import { AMP_BOILERPLATE, AMP_BOILERPLATE_NOSCRIPT, AMP_RUNTIME, ampExtensionSrc } from '#/domain/article/ampDocument.ts';
import { ampEmbedFrameExtensions, ampEmbedFrameHtml, EMBED_FRAME_AMP_EXTENSION } from '#/domain/article/ampEmbedFrame.ts';

const doc = (body: string, extensions: string[]) =>
  `<!doctype html><html amp lang="en"><head><meta charset="utf-8"><script async src="${AMP_RUNTIME}"></script>` +
  extensions.map((e) => `<script async custom-element="${e}" src="${ampExtensionSrc(e as 'amp-iframe')}"></script>`).join('') +
  `<title>t</title><link rel="canonical" href="https://x.example/a"><meta name="viewport" content="width=device-width"><style amp-custom></style>` +
  `<style amp-boilerplate>${AMP_BOILERPLATE}</style><noscript><style amp-boilerplate>${AMP_BOILERPLATE_NOSCRIPT}</style></noscript></head><body>${body}</body></html>`;

const labels = { readMore: 'Read more', loading: 'Loading…' };

describe('ampEmbedFrameHtml', () => {
  const frame = ampEmbedFrameHtml({ src: 'https://news.example/tw/v2/embed/poll/p', title: 'A "poll"', height: 400, labels });

  it('follows the AMP rules with the amp-iframe extension loaded, and only then', () => {
    expect(ampRuleViolations(doc(frame, [EMBED_FRAME_AMP_EXTENSION]))).toEqual([]);
    expect(ampRuleViolations(doc(frame, []))).toContain('amp-iframe is used without its extension script');
  });

  it('is sandboxed, resizable, responsive, with a placeholder and the overflow read-more button', () => {
    expect(frame).toMatch(/^<amp-iframe src="https:\/\/news\.example\/tw\/v2\/embed\/poll\/p" title="A &quot;poll&quot;" width="360" height="400" layout="responsive" sandbox="allow-scripts allow-same-origin [^"]*" resizable frameborder="0">/);
    expect(frame).toContain('<div placeholder class="embed-frame__placeholder">Loading…</div>');
    expect(frame).toContain('<div overflow tabindex="0" role="button" aria-label="Read more" class="embed-frame__more">Read more</div>');
  });

  it('renders a plain link for a source amp-iframe cannot load (not https)', () => {
    const link = ampEmbedFrameHtml({ src: 'http://127.0.0.1:8805/tw/v2/embed/poll/p', title: 'Q <1>', height: 400, labels });
    expect(link).toBe('<p class="embed-frame__link"><a href="http://127.0.0.1:8805/tw/v2/embed/poll/p">Q &lt;1&gt;</a></p>');
    expect(ampRuleViolations(doc(link, []))).toEqual([]);
  });
});

describe('ampEmbedFrameExtensions', () => {
  it('asks for amp-iframe only where the frame is one (https), so a page never loads an unused extension', () => {
    expect(ampEmbedFrameExtensions('https://news.example/tw/v2/embed/poll/p')).toEqual([EMBED_FRAME_AMP_EXTENSION]);
    expect(ampEmbedFrameExtensions('http://127.0.0.1:8805/tw/v2/embed/poll/p')).toEqual([]);
    expect(ampEmbedFrameExtensions('not a url')).toEqual([]);
  });
});
