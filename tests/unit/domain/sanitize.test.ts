import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../../src/domain/sanitize.ts';

describe('article HTML sanitiser', () => {
  it('removes tags outside the allow-list, keeping their text only where harmless', () => {
    const out = sanitizeArticleHtml('<p>Hi<script>alert(1)</script></p><style>p{}</style><table><tr><td>x</td></tr></table>');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('alert(1)');
    expect(out).not.toContain('<style');
    expect(out).not.toContain('<table');
    expect(out).toContain('<p>Hi</p>');
  });

  it('keeps the per-tag attributes of the allow-list and drops the rest', () => {
    const out = sanitizeArticleHtml(
      '<img src="/media/i1/w644" data-hashid="i1" alt="a" data-width="10" data-height="5" onerror="x()" style="a:b">' +
        '<figure class="image" data-type="image" id="f">c</figure><span style="color:red" class="s">s</span>',
    );
    expect(out).toContain('<img src="/media/i1/w644" data-hashid="i1" alt="a" data-width="10" data-height="5" />');
    expect(out).toContain('<figure class="image" data-type="image">c</figure>');
    expect(out).toContain('<span style="color:red">s</span>');
  });

  it('keeps links only with http:// or https://', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com/x" title="t">ok</a>')).toBe('<a href="https://example.com/x" title="t">ok</a>');
    expect(sanitizeArticleHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeArticleHtml('<a href="/relative">x</a>')).toBe('<a>x</a>');
    expect(sanitizeArticleHtml('<a href="mailto:a@b.c">x</a>')).toBe('<a>x</a>');
  });
});
