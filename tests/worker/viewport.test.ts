// The viewport a page is served with (docs/decisions/0022): readers in an ordinary browser can zoom
// (WCAG 1.4.4); zooming is disabled only inside the messaging app's webviews, and the page cache
// never hands one environment's copy to the other.
import { expect, it } from 'vitest';
import { seedMarket } from '../e2e/seedData.ts';
import { http } from '../helpers/workerHttp.ts';

const tw = seedMarket('tw');
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const MESSAGING_APP = `${BROWSER} Line/14.19.0`;
const NEWS_TAB = `${BROWSER} Line/14.19.0 NewsTab`;

const viewport = (html: string) => html.match(/<meta name="viewport" content="([^"]*)"/)?.[1];
const ZOOMABLE = 'width=device-width, initial-scale=1, viewport-fit=cover';
const FIXED = 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover';

it('a browser gets a zoomable page, the messaging app a fixed one, each from its own cached copy', async () => {
  // A path no other test has cached: the first answer of each environment is rendered for it.
  const path = `/tw/v2/article/${tw.hashOf(tw.articles[5]!.slug)}?run=${Date.now()}-${Math.random()}`;
  const first = await http(path, { headers: { 'user-agent': BROWSER } });
  expect(viewport(first.text)).toBe(ZOOMABLE);
  const cached = await http(path, { headers: { 'user-agent': BROWSER } });
  expect(cached.headers.get('x-astro-cache')).toBe('HIT');
  expect(viewport(cached.text)).toBe(ZOOMABLE);
  for (const ua of [MESSAGING_APP, NEWS_TAB]) {
    expect(viewport((await http(path, { headers: { 'user-agent': ua } })).text), ua).toBe(FIXED);
  }
  expect(viewport((await http(path, { headers: { 'user-agent': BROWSER, 'x-line-newstab': '1' } })).text)).toBe(ZOOMABLE);
});

it('every kind of page lets a browser reader zoom', async () => {
  for (const path of ['/', '/tw/v2/tab', '/tw/v2/poll/typhoon-day-off-poll', '/tw/v2/fontsize', '/tw/v2/weather', `/tw/v2/amp/article/${tw.hashOf(tw.articles[0]!.slug)}`]) {
    const content = viewport((await http(path, { headers: { 'user-agent': BROWSER } })).text);
    expect(content, path).toMatch(/^width=device-width/);
    expect(content, path).not.toMatch(/maximum-scale|user-scalable/);
  }
});
