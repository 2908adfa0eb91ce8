import { describe, expect, it } from 'vitest';
import { toAmpHtml } from '#/domain/article/ampHtml.ts';
import { renderArticleHtml } from '#/domain/article/articleHtml.ts';
import { prepareArticleHtml } from '#/domain/article/preparedHtml.ts';

const labels = { frameTitle: (host: string) => `Embed ${host}`, restricted: '18+' };
/** Publisher HTML prepared on write, rendered from the stored body, then converted for AMP. */
const amp = (html: string) => toAmpHtml(renderArticleHtml(prepareArticleHtml(html), labels), labels);

describe('article HTML for AMP', () => {
  it('turns images into sized amp-img, with a default box when data sizes are invalid', () => {
    expect(amp('<img src="/m/a/w644" alt="A" data-width="1200" data-height="675">').html).toBe(
      '<amp-img src="/m/a/w644" alt="A" width="1200" height="675" layout="responsive" data-width="1200" data-height="675"></amp-img>',
    );
    expect(amp('<img src="/m/a/w644" data-width="0" data-height="x">').html).toContain('width="644" height="362"');
  });

  it('turns https frames into amp-iframe and drops the rest', () => {
    const https = amp('<iframe src="https://maps.example.org/e" width="640" height="360"></iframe>');
    expect(https.html).toMatch(/^<amp-iframe src="https:\/\/maps.example.org\/e" width="640" height="360" layout="responsive" sandbox="[^"]+" frameborder="0" title="Embed maps.example.org"><\/amp-iframe>$/);
    expect([...https.extensions]).toEqual(['amp-iframe']);
    const http = amp('<p>a</p><iframe src="http://maps.example.org/e"></iframe>');
    expect(http.html).toBe('<p>a</p>');
    expect(http.extensions.size).toBe(0);
  });

  it('drops inline styles, unknown attributes, videos and document wrappers', () => {
    expect(amp('<html><body><span style="color:red">x</span><figure ref-live-program-id="3" data-type="x">y</figure><video data-hashid="zz"></video></body></html>').html).toBe(
      '<div><div><span>x</span><figure data-type="x">y</figure></div></div>',
    );
  });
});
