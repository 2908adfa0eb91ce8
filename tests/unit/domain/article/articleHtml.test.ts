import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_IMAGE, bodyImages, placeholderBox, renderArticleHtml as renderStored, splitArticleHtml, type RenderLabels, type RenderOptions } from '#/domain/article/articleHtml.ts';
import { ArticleHtmlRefused, PREPARED_MARKER, prepareArticleHtml } from '#/domain/article/preparedHtml.ts';

const labels = { frameTitle: (host: string) => `Embedded content from ${host}`, restricted: '18+ tap to show' };
/** Publisher HTML as a reader gets it: prepared when written, then rendered from the stored body. */
const renderArticleHtml = (html: string, l: RenderLabels, opts?: RenderOptions) => renderStored(prepareArticleHtml(html), l, opts);

describe('article HTML for readers', () => {
  it('sanitises when written, before anything else', () => {
    expect(prepareArticleHtml('<p onclick="x()">a</p><script>x()</script>')).toBe(`${PREPARED_MARKER}<p>a</p>`);
    expect(renderArticleHtml('<p onclick="x()">a</p><script>x()</script>', labels)).toBe('<p>a</p>');
  });

  it('stores the post-processing: render adds only the reader’s labels', () => {
    const stored = prepareArticleHtml('<img src="/m/a/w644" data-hashid="aaaaaa"><figure data-restrict="true"></figure><iframe src="https://x.org/f"></iframe>');
    expect(stored).toBe(
      `${PREPARED_MARKER}<img src="/m/a/w644" data-hashid="aaaaaa" loading="eager" decoding="async" data-fallback="${FALLBACK_IMAGE}" data-gallery-index="0" />` +
        '<figure data-restrict="true" data-restricted="true"></figure><iframe src="https://x.org/f" loading="lazy"></iframe>',
    );
    expect(renderStored(stored, labels)).toBe(
      `<img src="/m/a/w644" data-hashid="aaaaaa" loading="eager" decoding="async" data-fallback="${FALLBACK_IMAGE}" data-gallery-index="0" />` +
        '<figure data-restrict="true" data-restricted="true" data-mask-label="18+ tap to show"></figure>' +
        '<iframe src="https://x.org/f" loading="lazy" title="Embedded content from x.org"></iframe>',
    );
  });

  it('prepares idempotently: a stored body prepared again is unchanged', () => {
    for (const html of [
      '<html><body><p>x</p><img src="/m/a/w644" data-hashid="aaaaaa" data-width="3" data-height="2"><figure data-restrict="1"><img src="/m/b/w644" data-hashid="bbbbbb"></figure></body></html>',
      '<iframe src="https://x.org/f?a=1&amp;b=2"></iframe><a href="https://x.org/?q=&quot;1&quot;">l</a><span style="color:red">s</span>',
    ]) {
      const once = prepareArticleHtml(html);
      expect(prepareArticleHtml(once)).toBe(once);
    }
  });

  it('prints no sanitize-html warnings when writing or rendering', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const stored = prepareArticleHtml('<html><body><p style="color:red">a</p><span style="color:red">b</span><iframe src="https://x.org"></iframe></body></html>');
      renderStored(stored, labels, { restrictAll: true });
      expect(warn).not.toHaveBeenCalled();
      expect(log).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      log.mockRestore();
    }
  });

  it('refuses a stored body that was not prepared, and never repairs it', () => {
    expect(() => renderStored('<p>a</p>', labels)).toThrow(ArticleHtmlRefused);
    expect(() => renderStored(`${PREPARED_MARKER}<p>a</p><script>alert(1)</script>`, labels)).toThrow(/tag <script> is not allowed/);
  });

  it('loads the first image at once and the rest lazily, with the fallback image, sized only from valid data-width/data-height', () => {
    expect(renderArticleHtml('<img src="/m/a/w644" data-width="1200" data-height="675"><p>x</p><img src="/m/b/w644">', labels)).toBe(
      `<img src="/m/a/w644" data-width="1200" data-height="675" width="1200" height="675" loading="eager" decoding="async" data-fallback="${FALLBACK_IMAGE}" />` +
        `<p>x</p><img src="/m/b/w644" loading="lazy" decoding="async" data-fallback="${FALLBACK_IMAGE}" />`,
    );
    for (const [w, h] of [['0', '675'], ['abc', '5'], ['10', ''], ['-3', '4'], ['Infinity', '4']]) {
      const out = renderArticleHtml(`<img src="/m/a/w644" data-width="${w}" data-height="${h}">`, labels);
      expect(out, `${w}x${h}`).not.toMatch(/ width=| height=/);
      expect(out).toContain(`data-fallback="${FALLBACK_IMAGE}"`);
    }
  });

  it('numbers stored images for the gallery and lists them', () => {
    const out = renderArticleHtml('<img src="/m/a/w644" data-hashid="aaaaaa" alt="A"><img src="https://x.org/e.png"><img src="/m/b/w644" data-hashid="bbbbbb" alt="B">', labels);
    expect(out.match(/data-gallery-index="(\d)"/g)).toEqual(['data-gallery-index="0"', 'data-gallery-index="1"']);
    expect(bodyImages(out)).toEqual([{ hash: 'aaaaaa', alt: 'A' }, { hash: 'bbbbbb', alt: 'B' }]);
  });

  it('masks restricted figures, or every figure of an age-limited article', () => {
    expect(renderArticleHtml('<figure data-restrict="true"><img src="/m/a/w644"></figure><figure><img src="/m/b/w644"></figure>', labels)).toMatch(
      /^<figure data-restrict="true" data-restricted="true" data-mask-label="18\+ tap to show">.*<figure><img/,
    );
    expect(renderArticleHtml('<figure data-restrict="false"></figure>', labels)).toBe('<figure data-restrict="false"></figure>');
    expect(renderArticleHtml('<figure></figure>', labels, { restrictAll: true })).toBe('<figure data-restricted="true" data-mask-label="18+ tap to show"></figure>');
  });

  it('gives embedded frames an accessible title and unwraps document tags', () => {
    expect(renderArticleHtml('<iframe src="https://maps.example.org/embed?x=1" width="640" height="360"></iframe>', labels)).toBe(
      '<iframe src="https://maps.example.org/embed?x=1" width="640" height="360" loading="lazy" title="Embedded content from maps.example.org"></iframe>',
    );
    expect(renderArticleHtml('<html><body><p>x</p></body></html>', labels)).toBe('<div><div><p>x</p></div></div>');
  });

  it('accepts placeholder sizes only when both are positive numbers', () => {
    expect(placeholderBox('10', '20')).toEqual({ width: 10, height: 20 });
    for (const [w, h] of [['0', '20'], ['10', undefined], ['', '5'], ['-1', '5'], ['x', '5']] as const) {
      expect(placeholderBox(w, h)).toBeNull();
    }
  });
});

describe('article body segments', () => {
  it('cuts out body videos and article references as components', () => {
    const rendered = renderArticleHtml(
      '<p>a</p><video data-hashid="vid123" data-thumb-hashid="thumb1" data-width="1280" data-height="720" data-duration="42"></video>' +
        '<p>b</p><figure data-type="article" ref-article-hash="art456" ref-article-title="Tom &amp; &quot;Jerry&quot;"><p>x</p></figure><p>c</p>',
      labels,
    );
    expect(splitArticleHtml(rendered)).toEqual([
      { kind: 'html', html: '<p>a</p>' },
      { kind: 'video', hash: 'vid123', thumbHash: 'thumb1', width: 1280, height: 720, duration: 42 },
      { kind: 'html', html: '<p>b</p>' },
      { kind: 'articleRef', hash: 'art456', title: 'Tom & "Jerry"' },
      { kind: 'html', html: '<p>c</p>' },
    ]);
  });

  it('leaves unusable references as HTML', () => {
    const rendered = renderArticleHtml('<video data-hashid="../x"></video><figure ref-article-hash="a b"><p>y</p></figure>', labels);
    expect(splitArticleHtml(rendered)).toEqual([{ kind: 'html', html: rendered }]);
    expect(splitArticleHtml('')).toEqual([]);
  });
});
