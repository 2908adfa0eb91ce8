// Answers at the site root and for the news tab that need no browser to check.
import { expect, it } from 'vitest';
import { EMBED_SIZE_MESSAGE } from '#/domain/embeds/embedResize.ts';
import { http } from '../helpers/workerHttp.ts';

const NEWS_TAB_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Line/14.19.0 NewsTab';

it('the publisher script and oEmbed answer at the site root', async () => {
  const script = await http('/embed.js');
  expect(script.status).toBe(200);
  expect(script.headers.get('content-type')).toContain('javascript');
  expect(script.text).toContain(EMBED_SIZE_MESSAGE);
  expect((await http('/oembed?format=json')).status).toBe(400);
  expect((await http(`/oembed?url=${encodeURIComponent('https://evil.example/tw/v2/article/x')}`)).status).toBe(404);
  expect((await http(`/oembed?url=x&format=xml`)).status).toBe(501);
});

it('the news tab gets no title bar and the newsTab frame class', async () => {
  const html = (await http('/tw/v2/tab?utm_source=nt', { headers: { 'user-agent': NEWS_TAB_UA } })).text;
  expect(html).toMatch(/<body class="universalFrame TW newsTab"/);
  expect(html).not.toContain('class="title-bar"');
  expect(html).toMatch(/<h1 class="visually-hidden">今日新聞/);
});
