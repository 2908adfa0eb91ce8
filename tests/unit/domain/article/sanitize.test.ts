import { describe, expect, it } from 'vitest';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, sanitizeArticleHtml } from '#/domain/article/sanitize.ts';
import {
  PREPARED_ATTRIBUTES,
  PREPARED_MARKER,
  PREPARED_TAGS,
  checkPreparedArticleHtml,
  prepareArticleHtml,
} from '#/domain/article/preparedHtml.ts';
import { renderArticleHtml } from '#/domain/article/articleHtml.ts';

/** Every tag and attribute name in sanitised output, to compare with the allow-list. */
function tagsAndAttributes(html: string): { tag: string; attrs: string[] }[] {
  return [...html.matchAll(/<([a-zA-Z0-9-]+)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)].map((m) => ({
    tag: m[1]!.toLowerCase(),
    attrs: [...m[2]!.matchAll(/\s([^\s=>/]+)(?:="[^"]*")?/g)].map((a) => a[1]!.toLowerCase()),
  }));
}

function expectWithinAllowList(html: string) {
  for (const { tag, attrs } of tagsAndAttributes(html)) {
    expect(ALLOWED_TAGS as readonly string[], `tag <${tag}> in ${html}`).toContain(tag);
    for (const attr of attrs) expect(ALLOWED_ATTRIBUTES[tag] ?? [], `attribute ${attr} on <${tag}> in ${html}`).toContain(attr);
  }
}

describe('article HTML sanitiser: the allow-list', () => {
  it.each(ALLOWED_TAGS.filter((t) => !['html', 'body', 'br', 'img'].includes(t)))('keeps <%s>', (tag) => {
    expect(sanitizeArticleHtml(`<${tag}>text</${tag}>`)).toBe(`<${tag}>text</${tag}>`);
  });

  it('keeps <br>, <img> and the document wrappers', () => {
    expect(sanitizeArticleHtml('a<br>b')).toBe('a<br />b');
    expect(sanitizeArticleHtml('<img src="/media/abc123/w644">')).toBe('<img src="/media/abc123/w644" />');
    expect(sanitizeArticleHtml('<html><body><p>x</p></body></html>')).toBe('<html><body><p>x</p></body></html>');
  });

  const values: Record<string, string> = {
    src: 'https://example.com/x',
    href: 'https://example.com/x',
    style: 'color:red',
    'data-src-270p': 'https://cdn.example.com/v/270p.m3u8',
    'data-src-360p': '/media/video/abc/360p.m3u8',
    'data-src-720p': 'https://cdn.example.com/v/720p.m3u8',
    'data-src': 'https://example.com/frame',
  };
  const cases = Object.entries(ALLOWED_ATTRIBUTES).flatMap(([tag, attrs]) => attrs.map((attr) => [tag, attr] as const));
  it.each(cases)('keeps %s[%s]', (tag, attr) => {
    const value = values[attr] ?? 'v1';
    const out = sanitizeArticleHtml(`<${tag} ${attr}="${value}">x</${tag}>`);
    expect(out).toContain(` ${attr}="${value}"`);
  });

  it.each(['script', 'style', 'table', 'form', 'input', 'button', 'svg', 'math', 'object', 'embed', 'link', 'meta', 'base', 'audio', 'source', 'textarea', 'select', 'frame', 'frameset', 'template', 'noscript', 'dialog'])(
    'drops <%s>',
    (tag) => {
      const out = sanitizeArticleHtml(`<p>a</p><${tag} id="x">b</${tag}>`);
      expect(out).not.toMatch(new RegExp(`<${tag}[\\s>/]`, 'i'));
      expectWithinAllowList(out);
    },
  );

  it('drops attributes outside the per-tag lists', () => {
    const out = sanitizeArticleHtml(
      '<p id="x" class="c" style="color:red">a</p><img src="/m/i/w644" width="5" title="t" srcset="/x 1x"><figure id="f" data-foo="1">c</figure><span class="s" title="t">s</span><iframe src="https://x.org" allow="camera" srcdoc="<p>" sandbox="">y</iframe>',
    );
    expect(out).toBe('<p>a</p><img src="/m/i/w644" /><figure>c</figure><span>s</span><iframe src="https://x.org">y</iframe>');
  });

  it('keeps links only with http:// or https://', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com/x" title="t">ok</a>')).toBe('<a href="https://example.com/x" title="t">ok</a>');
    expect(sanitizeArticleHtml('<a href="http://example.com/x">ok</a>')).toBe('<a href="http://example.com/x">ok</a>');
    for (const href of ['javascript:alert(1)', '/relative', 'mailto:a@b.c', '//evil.example', 'data:text/html,x', 'ftp://x.org', '#top']) {
      expect(sanitizeArticleHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('keeps only text styling in style attributes', () => {
    expect(sanitizeArticleHtml('<span style="color:#c00;font-weight:bold;text-decoration:underline">x</span>')).toBe(
      '<span style="color:#c00;font-weight:bold;text-decoration:underline">x</span>',
    );
    expect(sanitizeArticleHtml('<b style="position:fixed;inset:0;z-index:9999;color:red">x</b>')).toBe('<b style="color:red">x</b>');
    expect(sanitizeArticleHtml('<i style="background-color:url(javascript:alert(1))">x</i>')).toBe('<i>x</i>');
  });
});

// Payloads from the usual XSS cheat sheets: script, handlers, URL schemes, encodings, parser tricks.
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src="jav&#x09;ascript:alert(1)">',
  '<img src="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">',
  '<img """><script>alert(1)</script>">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java\u0000script:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://ok.example" onload="alert(1)"></iframe>',
  '<video data-src-270p="javascript:alert(1)" onerror="alert(1)"><source onerror="alert(1)"></video>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=import href="https://evil.example/x.html">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<span style="behavior:url(x.htc);-moz-binding:url(x.xml#xss)">x</span>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<div><p>unclosed <img src=x onerror=alert(1)',
  '<figure ref-article-hash="x" onmouseenter="alert(1)"><img src="x" onload="alert(1)"></figure>',
  '<template><img src=x onerror=alert(1)></template>',
];

function expectClean(out: string) {
  expect(out).not.toMatch(/<script/i);
  expect(out).not.toMatch(/\son[a-z]+\s*=/i);
  expect(out).not.toMatch(/(href|src|data-src[a-z0-9-]*)="\s*(javascript|vbscript|data):/i);
  expect(out).not.toMatch(/srcdoc|formaction|http-equiv|url\(|behavior|binding/i);
}

describe('article HTML sanitiser: XSS corpus', () => {
  it.each(XSS_CORPUS)('neutralises %s', (payload) => {
    const out = sanitizeArticleHtml(payload);
    expectClean(out);
    expectWithinAllowList(out);
  });
});

describe('the write path (prepareArticleHtml): XSS corpus', () => {
  it.each(XSS_CORPUS)('stores %s clean, render-ready and passing the invariant check', (payload) => {
    const stored = prepareArticleHtml(payload);
    expect(stored.startsWith(PREPARED_MARKER)).toBe(true);
    const body = stored.slice(PREPARED_MARKER.length);
    expectClean(body);
    expect(body).not.toContain('<!--');
    for (const { tag, attrs } of tagsAndAttributes(body)) {
      expect(PREPARED_TAGS, `tag <${tag}>`).toContain(tag);
      for (const attr of attrs) expect(PREPARED_ATTRIBUTES[tag] ?? [], `attribute ${attr} on <${tag}>`).toContain(attr);
    }
    expect(checkPreparedArticleHtml(stored)).toEqual({ ok: true, html: body });
    expect(() => renderArticleHtml(stored, { frameTitle: () => 'frame' })).not.toThrow();
  });

  it('stores the whole corpus at once clean too', () => {
    const stored = prepareArticleHtml(XSS_CORPUS.join('<p>between</p>'));
    expectClean(stored);
    expect(checkPreparedArticleHtml(stored).ok).toBe(true);
  });
});

describe('the invariant check at render: a tampered stored body is refused', () => {
  const good = prepareArticleHtml('<p>a</p><img src="/m/a/w644" data-hashid="aaaaaa"><iframe src="https://maps.example.org/e"></iframe><a href="https://x.org">l</a>');
  it('passes what the write path stored', () => {
    expect(checkPreparedArticleHtml(good).ok).toBe(true);
  });

  const tampered: [string, string][] = [
    ['no marker (written before bodies were prepared)', '<p>a</p>'],
    ['an older marker', '<!--portal:article-html v0--><p>a</p>'],
    ['a script', `${PREPARED_MARKER}<p>a</p><script>alert(1)</script>`],
    ['a script in upper case', `${PREPARED_MARKER}<SCRIPT>alert(1)</SCRIPT>`],
    ['a handler', `${PREPARED_MARKER}<p onclick="alert(1)">a</p>`],
    ['a handler without quotes', `${PREPARED_MARKER}<img src="/x" onerror=alert(1) />`],
    ['a javascript: link', `${PREPARED_MARKER}<a href="javascript:alert(1)">x</a>`],
    ['an entity-encoded javascript: link', `${PREPARED_MARKER}<a href="&#106;avascript:alert(1)">x</a>`],
    ['a javascript: image', `${PREPARED_MARKER}<img src=" JaVaScRiPt:alert(1)" />`],
    ['a frame the sanitiser does not keep', `${PREPARED_MARKER}<iframe src="data:text/html,x"></iframe>`],
    ['a protocol-relative frame', `${PREPARED_MARKER}<iframe src="//evil.example/x"></iframe>`],
    ['a srcdoc frame', `${PREPARED_MARKER}<iframe srcdoc="x"></iframe>`],
    ['a javascript: video source', `${PREPARED_MARKER}<video data-src-720p="javascript:alert(1)"></video>`],
    ['a second comment', `${PREPARED_MARKER}<!--<img src=x onerror=alert(1)>-->`],
    ['an svg', `${PREPARED_MARKER}<svg onload="alert(1)"></svg>`],
    ['single-quoted attributes', `${PREPARED_MARKER}<p title='x'>a</p>`],
    ['a style with url()', `${PREPARED_MARKER}<span style="background:url(x)">a</span>`],
    ['an unknown fallback image', `${PREPARED_MARKER}<img src="/x" data-fallback="javascript:alert(1)" />`],
    ['a raw < in text', `${PREPARED_MARKER}<p>a <b</p>`],
  ];
  it.each(tampered)('refuses %s', (_name, stored) => {
    expect(checkPreparedArticleHtml(stored).ok).toBe(false);
    // The second check of the same text answers from memory, with the same verdict.
    expect(() => renderArticleHtml(stored, { frameTitle: () => 'frame' })).toThrow(/stored article HTML refused/);
  });

  it('gives the same verdicts past the bodies it remembers', () => {
    for (let i = 0; i < 200; i++) {
      expect(checkPreparedArticleHtml(`${PREPARED_MARKER}<p>${i}</p>`).ok).toBe(true);
      expect(checkPreparedArticleHtml(`${PREPARED_MARKER}<p>${i}</p><script>x</script>`).ok).toBe(false);
    }
    expect(checkPreparedArticleHtml(good).ok).toBe(true);
  });
});
