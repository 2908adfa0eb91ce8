import { describe, expect, it } from 'vitest';
import { placeholderBox, renderArticleHtml } from '../../../src/domain/articleHtml.ts';

const labels = { frameTitle: (host: string) => `Embedded content from ${host}` };

describe('article HTML for readers', () => {
  it('sanitises before anything else', () => {
    expect(renderArticleHtml('<p onclick="x()">a</p><script>x()</script>', labels)).toBe('<p>a</p>');
  });

  it('lazy-loads images and sizes them only from valid data-width/data-height', () => {
    expect(renderArticleHtml('<img src="/m/a/w644" data-width="1200" data-height="675">', labels)).toBe(
      '<img src="/m/a/w644" data-width="1200" data-height="675" width="1200" height="675" loading="lazy" decoding="async" />',
    );
    expect(renderArticleHtml('<img src="/m/a/w644" data-width="0" data-height="675">', labels)).not.toContain(' width=');
    expect(renderArticleHtml('<img src="/m/a/w644" data-width="abc" data-height="5">', labels)).not.toContain(' width=');
  });

  it('gives embedded frames an accessible title', () => {
    expect(renderArticleHtml('<iframe src="https://maps.example.org/embed?x=1" width="640" height="360"></iframe>', labels)).toBe(
      '<iframe src="https://maps.example.org/embed?x=1" width="640" height="360" title="Embedded content from maps.example.org" loading="lazy"></iframe>',
    );
  });

  it('accepts placeholder sizes only when both are positive numbers', () => {
    expect(placeholderBox('10', '20')).toEqual({ width: 10, height: 20 });
    for (const [w, h] of [['0', '20'], ['10', undefined], ['', '5'], ['-1', '5'], ['x', '5']] as const) {
      expect(placeholderBox(w, h)).toBeNull();
    }
  });
});
