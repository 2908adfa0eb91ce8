// The portal's page head on the served worker: the market's defaults (site name, sharing card and
// its picture, keywords), the first tab's own address, no alternate-language links, and a viewport
// the reader can zoom in an ordinary browser (fixed only in the messaging app: viewport.test.ts).
import { expect, it } from 'vitest';
import { MARKETS } from '#/markets.ts';
import { http } from '../helpers/workerHttp.ts';

/** Every <meta> of the page, as name-or-property → content. */
function metas(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const key = attr('property') ?? attr('name');
    const content = attr('content');
    if (key && content !== undefined) found.set(key, content.replace(/&amp;/g, '&'));
  }
  return found;
}

it('carries the market defaults and no alternate-language links on the portal', async () => {
  const page = await http('/tw/v2/tab');
  expect(page.status).toBe(200);
  const meta = metas(page.text);
  // The portal's first tab has an address of its own, which og:url states.
  expect(meta.get('og:url')).toMatch(/\/tw\/v2\/tab\/top$/);
  expect(meta.get('og:site_name')).toBe(MARKETS.tw.siteName);
  expect(meta.get('og:type')).toBe('website');
  expect(meta.get('twitter:card')).toBe('summary_large_image');
  expect(meta.get('og:image:width')).toBe('1200');
  expect(meta.get('news_keywords')).toMatch(/新聞/);
  expect(meta.get('viewport')).toBe('width=device-width, initial-scale=1, viewport-fit=cover');
  expect(page.text).not.toMatch(/<link[^>]*rel="alternate"[^>]*hreflang/);
  expect(page.text).not.toMatch(/<link[^>]*hreflang[^>]*rel="alternate"/);

  const image = meta.get('og:image')!;
  expect(image).toMatch(/\/meta\/tw\.png$/);
  const picture = await http(new URL(image).pathname);
  expect(picture.status).toBe(200);
  expect(picture.headers.get('content-type')).toBe('image/png');
});
